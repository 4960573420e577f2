// The design system writes dates through the domain's formatters, the same as the server's documents.
export { formatDate, formatDateTime, formatDay, formatMonth } from '#domain/dates'
