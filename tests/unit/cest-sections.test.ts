// Each section's score: HMRC's historical test scenarios (its 2.4 tables for these sections are the 1.5.0-final
// tables unchanged), the table-reading rules, and the figures of HMRC's question flow for the sections that
// the scenarios do not cover (business on own account, new in 2.4) or cover only in part (financial risk).
import { describe, expect, it } from 'vitest'
import { type CestFacts, type CestSection, type CestValue, evaluateCest, scoreCestSection } from '#domain/cest/engine'
import { readScenarios } from './cest-fixtures.ts'

const SCENARIO_FOLDERS: readonly (readonly [folder: string, section: CestSection, scenarios: number])[] = [
  ['setup', 'setup', 10],
  ['exit', 'exit', 4],
  ['personal-service', 'personalService', 15],
  ['control', 'control', 193],
  ['financial-risk', 'financialRisk', 89],
  ['part-and-parcel', 'partAndParcel', 8],
]

// Some historical files spell the decisive score in mixed case; the tables spell it OUTOFIR35.
const asTablesSpellIt = (score: string) => (score === 'OutOfIR35' ? 'OUTOFIR35' : score)

describe.each(SCENARIO_FOLDERS)('historical %s scenarios', (folder, section, count) => {
  const scenarios = readScenarios(folder)

  it(`holds ${count} scenarios, each about the ${section} section only`, () => {
    expect(scenarios).toHaveLength(count)
    for (const { facts } of scenarios) expect(Object.keys(facts)).toEqual([section])
  })

  it.each(scenarios.map((scenario) => [scenario.name, scenario] as const))('%s', (_, { facts, expected }) => {
    expect(evaluateCest(facts).sections[section]).toBe(asTablesSpellIt(expected))
  })
})

const product = <T>(...choices: readonly (readonly T[])[]): T[][] =>
  choices.reduce<T[][]>(
    (combos, options) => combos.flatMap((combo) => options.map((option) => [...combo, option])),
    [[]],
  )

const countBy = (scores: readonly (string | null)[]) => {
  const counts: Record<string, number> = {}
  for (const score of scores) counts[String(score)] = (counts[String(score)] ?? 0) + 1
  return counts
}

describe('reading a table', () => {
  it('takes the first rule that fits, in file order', () => {
    // Materials bought up front is decisive, whatever the pay and the correction answers would give.
    const lowRisk = {
      workerProvidedEquipment: false,
      workerUsedVehicle: false,
      workerHadOtherExpenses: false,
      expensesAreNotRelevantForRole: true,
      workerMainIncome: 'incomeCalendarPeriods',
      paidForSubstandardWork: 'noObligationToCorrect',
    }
    expect(scoreCestSection('financialRisk', { ...lowRisk, workerProvidedMaterials: false })).toBe('LOW')
    expect(scoreCestSection('financialRisk', { ...lowRisk, workerProvidedMaterials: true })).toBe('OUTOFIR35')
  })

  it('falls through to a later, wider rule when an earlier one names a different answer', () => {
    // Rule 4 wants a paid helper; without one, the not-started rule "would not reject, would not pay" fits.
    const noSubstitute = {
      workerSentActualSubstitute: 'noSubstitutionHappened',
      possibleSubstituteRejection: 'wouldNotReject',
      possibleSubstituteWorkerPay: false,
    }
    expect(scoreCestSection('personalService', { ...noSubstitute, wouldWorkerPayHelper: true })).toBe('MEDIUM')
    expect(scoreCestSection('personalService', { ...noSubstitute, wouldWorkerPayHelper: false })).toBe('MEDIUM')
    expect(scoreCestSection('personalService', { ...noSubstitute, possibleSubstituteWorkerPay: true })).toBe(
      'OUTOFIR35',
    )
  })

  it('fits no rule that names an unanswered field, and then scores NotValidUseCase', () => {
    expect(scoreCestSection('personalService', { workerSentActualSubstitute: 'yesClientAgreed' })).toBe(
      'NotValidUseCase',
    )
    expect(scoreCestSection('exit', { officeHolder: 'Yes' })).toBe('NotValidUseCase')
  })

  it('compares yes/no answers as booleans', () => {
    expect(scoreCestSection('exit', { officeHolder: true })).toBe('INIR35')
    expect(scoreCestSection('exit', { officeHolder: 'true' })).toBe('NotValidUseCase')
  })

  it('does not score a section that is absent or has none of its fields answered', () => {
    const facts: CestFacts = { control: {}, partAndParcel: { notAField: true } }
    const { sections } = evaluateCest(facts)
    expect(sections.control).toBeNull()
    expect(sections.partAndParcel).toBeNull()
    expect(sections.personalService).toBeNull()
  })

  it('scores business on own account MEDIUM when it is given but empty (the hirer does not know who will work)', () => {
    expect(evaluateCest({ businessOnOwnAccount: {} }).sections.businessOnOwnAccount).toBe('MEDIUM')
    expect(evaluateCest({}).sections.businessOnOwnAccount).toBeNull()
  })
})

describe('financial risk over every answer HMRC’s questions allow', () => {
  const INCOME = ['incomeCalendarPeriods', 'incomeFixed', 'incomePieceRate', 'incomeCommission', 'incomeProfitOrLosses']
  const CORRECTION = [
    'outsideOfHoursNoCharge',
    'outsideOfHoursNoCosts',
    'asPartOfUsualRateInWorkingHours',
    'cannotBeCorrected',
    'noObligationToCorrect',
  ]
  const YES_NO = [true, false]

  // HMRC's service derives "expenses are not relevant" when all four cost questions are answered No.
  const financialRisk = (
    [materials, equipment, vehicle, otherCosts]: readonly boolean[],
    income: string,
    correction: string,
  ): { [field: string]: CestValue } => ({
    workerProvidedMaterials: materials!,
    workerProvidedEquipment: equipment!,
    workerUsedVehicle: vehicle!,
    workerHadOtherExpenses: otherCosts!,
    expensesAreNotRelevantForRole: !materials && !equipment && !vehicle && !otherCosts,
    workerMainIncome: income,
    paidForSubstandardWork: correction,
  })

  it('scores each of the 400 combinations: 338 outside, 46 medium, 16 low', () => {
    const scores = product<string | boolean>(YES_NO, YES_NO, YES_NO, YES_NO, INCOME, CORRECTION).map((combo) =>
      scoreCestSection('financialRisk', financialRisk(combo.slice(0, 4) as boolean[], `${combo[4]}`, `${combo[5]}`)),
    )
    expect(countBy(scores)).toEqual({ OUTOFIR35: 338, MEDIUM: 46, LOW: 16 })
  })

  it.each([
    ['materials', [true, false, false, false]],
    ['equipment', [false, true, false, false]],
    ['vehicle and other costs', [false, false, true, true]],
  ])('is decisive (outside) for %s bought up front, whatever the pay and correction', (_, costs) => {
    for (const [income, correction] of product(INCOME, CORRECTION))
      expect(scoreCestSection('financialRisk', financialRisk(costs, income!, correction!))).toBe('OUTOFIR35')
  })

  // Rows: pay basis in INCOME order; columns: the correction answer in CORRECTION order.
  const SCORE = { OUT: 'OUTOFIR35', MED: 'MEDIUM', LOW: 'LOW' } as const
  const GRIDS: readonly (readonly [costs: string, upFront: readonly boolean[], grid: readonly string[]])[] = [
    [
      'vehicle costs only',
      [false, false, true, false],
      [
        'OUT MED MED MED MED',
        'OUT MED MED MED MED',
        'OUT MED MED MED MED',
        'OUT MED MED MED MED',
        'OUT OUT MED MED MED',
      ],
    ],
    [
      'other costs only',
      [false, false, false, true],
      [
        'OUT MED MED MED MED',
        'OUT MED MED MED MED',
        'OUT MED MED MED MED',
        'OUT MED LOW MED MED',
        'OUT MED LOW MED MED',
      ],
    ],
    [
      'no up-front costs',
      [false, false, false, false],
      [
        'MED LOW LOW LOW LOW',
        'OUT LOW LOW MED LOW',
        'MED LOW LOW LOW LOW',
        'MED MED LOW MED LOW',
        'OUT MED MED MED LOW',
      ],
    ],
  ]

  it.each(GRIDS)('scores %s by pay basis and correction', (_, upFront, grid) => {
    const scores = INCOME.map((income) =>
      CORRECTION.map((correction) => scoreCestSection('financialRisk', financialRisk(upFront, income, correction))),
    )
    expect(scores).toEqual(grid.map((row) => row.split(' ').map((short) => SCORE[short as keyof typeof SCORE])))
  })
})

describe('business on own account (new in 2.4, no historical scenarios)', () => {
  const EXCLUSIVE = ['unableToProvideServices', 'ableToProvideServicesWithPermission', 'ableToProvideServices']
  const RIGHTS = ['rightsTransferredToClient', 'ableToTransferRights', 'retainOwnershipRights', 'noRightsArise']
  const OTHER_CLIENTS = ['providedServicesToOtherEngagers', 'onlyContractForPeriod']
  const TIME = ['consumesSignificantAmount', 'noSignificantAmount']
  const SERIES = ['contractIsPartOfASeries', 'standAloneContract', 'contractCouldBeExtended']

  const score = ([
    exclusiveContract,
    transferRights,
    multipleEngagements,
    significantWorkingTime,
    seriesOfContracts,
  ]: readonly string[]) =>
    scoreCestSection('businessOnOwnAccount', {
      exclusiveContract: exclusiveContract!,
      transferRights: transferRights!,
      multipleEngagements: multipleEngagements!,
      significantWorkingTime: significantWorkingTime!,
      seriesOfContracts: seriesOfContracts!,
    })

  it('scores each of the 144 combinations HMRC’s questions allow: 79 medium, 53 low, 12 high', () => {
    const scores = product(EXCLUSIVE, RIGHTS, OTHER_CLIENTS, TIME, SERIES).map(score)
    expect(countBy(scores)).toEqual({ MEDIUM: 79, LOW: 53, HIGH: 12 })
  })

  it('scores HIGH only for a worker with other clients and free to take them, or in one case with no knowledge', () => {
    const combos = product(EXCLUSIVE, RIGHTS, [...OTHER_CLIENTS, 'noKnowledgeOfExternalActivity'], TIME, SERIES)
    const high = combos.filter((combo) => score(combo) === 'HIGH')
    expect(combos.every((combo) => score(combo) !== 'NotValidUseCase')).toBe(true)
    const explained = ([exclusive, rights, otherClients, time, series]: readonly string[]) =>
      (otherClients === 'providedServicesToOtherEngagers' &&
        (exclusive === 'ableToProvideServices' ||
          (exclusive === 'ableToProvideServicesWithPermission' &&
            rights === 'retainOwnershipRights' &&
            series === 'standAloneContract'))) ||
      (exclusive === 'ableToProvideServices' &&
        rights === 'retainOwnershipRights' &&
        otherClients === 'noKnowledgeOfExternalActivity' &&
        time === 'noSignificantAmount' &&
        series === 'standAloneContract')
    expect(high.filter((combo) => !explained(combo))).toEqual([])
    expect(high.length).toBe(13)
  })
})
