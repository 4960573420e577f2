// Money as the result panel shows it: whole pounds with en-GB separators ("£12,345"). The wire carries
// pounds already rounded down; the floor here only guards against a fraction slipping through.
const POUNDS = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

export const poundsText = (pounds: number): string => POUNDS.format(Math.floor(pounds))
