/** The registration helper's rule for a usable address: something@domain.tld, no spaces (rule registration.flow). */
export const isEmailAddress = (value: string) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/.test(value)
