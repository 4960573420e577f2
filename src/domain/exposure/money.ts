// Money is held in whole pence and shown in pounds, en-GB style.

const wholePounds = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0, useGrouping: true })

const requirePence = (pence: number) => {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`Not a whole number of pence: ${pence}`)
}

const signed = (pence: number, body: string) => (pence < 0 ? `-£${body}` : `£${body}`)

/**
 * Whole pounds with thousands separators, the pence dropped: "£12,345" for 1_234_567. Rounding is towards zero,
 * so a figure never shows more than it is (−£12,345.67 shows as "-£12,345") and less than a pound shows "£0".
 */
export const formatPounds = (pence: number): string => {
  requirePence(pence)
  const pounds = Math.trunc(Math.abs(pence) / 100)
  return signed(pounds === 0 ? 0 : pence, wholePounds.format(pounds))
}

/** Pounds and pence, as a day rate is shown: "£450.00", "£1,250.50". */
export const formatPoundsAndPence = (pence: number): string => {
  requirePence(pence)
  const magnitude = Math.abs(pence)
  const pounds = wholePounds.format(Math.trunc(magnitude / 100))
  return signed(pence, `${pounds}.${String(magnitude % 100).padStart(2, '0')}`)
}
