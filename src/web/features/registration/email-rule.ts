/** The registration helper's rule for a usable address: something@domain.tld, no spaces (spec part 1 §5). */
export const isEmailAddress = (value: string) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/.test(value)
