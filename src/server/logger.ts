// Structured JSON log lines (pino); each request's lines carry its correlation id.
import pino from 'pino'

export const createLogger = (level: string) => pino({ level, base: { service: 'ir35-portal' } })
