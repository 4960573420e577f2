// Penalties for an inaccuracy (Finance Act 2007 Schedule 24): a percentage of the potential lost revenue, by
// behaviour, reduced for disclosure down to a minimum that is higher when the disclosure was prompted (HMRC's
// Compliance Handbook CH82400 onwards). A reasonable-care error carries no penalty.
import type { BasisPoints } from './tax-years.ts'

export const BEHAVIOURS = ['careless', 'deliberate', 'deliberateConcealed'] as const
export type Behaviour = (typeof BEHAVIOURS)[number]

export type PenaltyRange = {
  readonly behaviour: Behaviour
  readonly label: string
  readonly maximum: BasisPoints
  readonly minimumPrompted: BasisPoints
  readonly minimumUnprompted: BasisPoints
  /** On the lost revenue given: the least (unprompted disclosure) and the most, in pence, rounded down. */
  readonly leastPence: number
  readonly mostPence: number
}

const RANGES: readonly Omit<PenaltyRange, 'leastPence' | 'mostPence'>[] = [
  { behaviour: 'careless', label: 'Careless', maximum: 3_000, minimumPrompted: 1_500, minimumUnprompted: 0 },
  { behaviour: 'deliberate', label: 'Deliberate', maximum: 7_000, minimumPrompted: 3_500, minimumUnprompted: 2_000 },
  {
    behaviour: 'deliberateConcealed',
    label: 'Deliberate and concealed',
    maximum: 10_000,
    minimumPrompted: 5_000,
    minimumUnprompted: 3_000,
  },
]

const share = (pence: number, rate: BasisPoints) => Number((BigInt(pence) * BigInt(rate)) / 10_000n)

export const penaltyRanges = (lostRevenuePence: number): readonly PenaltyRange[] =>
  RANGES.map((range) => ({
    ...range,
    leastPence: share(lostRevenuePence, range.minimumUnprompted),
    mostPence: share(lostRevenuePence, range.maximum),
  }))
