// Whose liability the exposure is. Chapter 10 of ITEPA 2003 (off-payroll working, HMRC's Employment Status
// Manual ESM10000 onwards) makes the fee-payer the deemed employer: the lowest person in the chain that received
// the status determination statement, is UK resident or has a UK place of business, and is not controlled by the
// worker. The client becomes liable if it gives no statement or fails to take reasonable care; an agency that
// does not pass the statement on becomes liable; if the fee-payer does not pay, HMRC may recover from the first
// agency and then the client. A small private-sector client is outside Chapter 10: the worker's own company
// operates Chapter 8 (IR35) and owes the tax itself.
import type { CalendarDay } from './calendar-days.ts'

export const CLIENT_SIZES = ['public_sector', 'medium_or_large', 'small', 'unknown'] as const
export type ClientSize = (typeof CLIENT_SIZES)[number]

export const CLIENT_SIZE_LABELS: Record<ClientSize, string> = {
  public_sector: 'Public sector body',
  medium_or_large: 'Private sector, medium or large',
  small: 'Private sector, small',
  unknown: 'Not known yet',
}

/** The first payment day Chapter 10 covers: the public sector from 6 April 2017, the private from 6 April 2021. */
export const CHAPTER_10_FROM: Record<Exclude<ClientSize, 'small' | 'unknown'>, CalendarDay> = {
  public_sector: '2017-04-06',
  medium_or_large: '2021-04-06',
}

export type Liability = {
  readonly chapter: 'chapter_10' | 'chapter_8' | 'unknown'
  /** Who would owe the figures, in one sentence. */
  readonly whoPays: string
  readonly points: readonly string[]
}

const FEE_PAYER_POINTS = [
  'The fee-payer is the lowest party in the chain that received the status determination statement, is UK ' +
    'resident or has a UK place of business, and is not controlled by the worker.',
  'The client becomes liable if it gives no status determination statement or fails to take reasonable care ' +
    'in reaching it.',
  'An agency that does not pass the statement on becomes liable in place of the fee-payer below it.',
  'If the fee-payer does not pay, HMRC may recover the debt from the first agency in the chain, then the client.',
]

const SMALL_TEST =
  'A private-sector client is small when it meets two of: turnover, balance sheet total and employees within ' +
  'the Companies Act limits (£15 million, £7.5 million and 50 for financial years from 6 April 2025; £10.2 ' +
  'million, £5.1 million and 50 before).'

export const liabilityFor = (clientSize: ClientSize, hasAgency: boolean): Liability => {
  if (clientSize === 'small')
    return {
      chapter: 'chapter_8',
      whoPays: "The worker's own company, under Chapter 8 (IR35): the client is small, so Chapter 10 does not apply.",
      points: [
        SMALL_TEST,
        "Under Chapter 8 the company's deemed payment allows 5% for expenses and deducts the employer's National " +
          'Insurance, so its figure is lower than the one shown here.',
      ],
    }
  const agency = hasAgency
    ? "The agency pays the worker's company, so it is the fee-payer if it meets the conditions."
    : "The client pays the worker's company directly, so the client is the fee-payer."
  if (clientSize === 'unknown')
    return {
      chapter: 'unknown',
      whoPays: `The fee-payer under Chapter 10, unless the client is a small private-sector business. ${agency}`,
      points: [`Set the client's size on the engagement to settle this. ${SMALL_TEST}`, ...FEE_PAYER_POINTS],
    }
  return {
    chapter: 'chapter_10',
    whoPays: `The fee-payer, under Chapter 10 (off-payroll working). ${agency}`,
    points: [
      ...FEE_PAYER_POINTS,
      clientSize === 'public_sector'
        ? 'For a public sector client Chapter 10 covers payments from 6 April 2017.'
        : 'For a private-sector client Chapter 10 covers payments made from 6 April 2021 for work done from then.',
    ],
  }
}
