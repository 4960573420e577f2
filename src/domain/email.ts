// The shape of an e-mail address (spec part 1 §5): {something}@{domain}.{tld}, no spaces, at most 254 characters.
export const isEmailAddress = (value: string) => value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
