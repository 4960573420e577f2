// The shape of an e-mail address (rule registration.flow): {something}@{domain}.{tld}, no spaces, at most 254
// characters.
export const isEmailAddress = (value: string) => value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
