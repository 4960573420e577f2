// The final result: an office holder is inside; else one decisive section is outside on its own; else the
// matrix decides, and scores it has no row for leave CEST unable to determine the status.
import { describe, expect, it } from 'vitest'
import { type CestFacts, type CestSection, type CestValue, evaluateCest } from '#domain/cest/engine'
import { factsScoring } from './cest-answers.ts'
import { readScenarios } from './cest-fixtures.ts'

// Personal service, control and financial risk each have answers scoring OUTOFIR35.
const DECISIVE: { readonly [S in CestSection]?: Record<string, CestValue> } = {
  personalService: { workerSentActualSubstitute: 'yesClientAgreed', workerPayActualSubstitute: true },
  control: {
    engagerMovingWorker: 'cannotMoveWorkerWithoutNewAgreement',
    workerDecidingHowWorkIsDone: 'workerDecidesWithoutInput',
    whenWorkHasToBeDone: 'workerDecideSchedule',
    workerDecideWhere: 'workerChooses',
  },
  financialRisk: { workerProvidedMaterials: true },
}

// Personal service HIGH, control HIGH, financial risk LOW, part and parcel HIGH: inside unless BOOA is HIGH.
const INSIDE_ROW = ['HIGH', 'HIGH', 'LOW', 'HIGH', 'LOW']
const insideFacts = factsScoring(INSIDE_ROW)

describe('CEST final result', () => {
  it('answers inside IR35 from the matrix for the inside row used below', () => {
    expect(evaluateCest(insideFacts)).toMatchObject({ outcome: 'Inside IR35', cestResult: 'Inside IR35' })
  })

  it('puts an office holder inside IR35, whatever the other sections say', () => {
    const facts: CestFacts = { ...insideFacts, ...DECISIVE, exit: { officeHolder: true } }
    const evaluation = evaluateCest(facts)
    expect(evaluation.sections).toMatchObject({ exit: 'INIR35', personalService: 'OUTOFIR35', control: 'OUTOFIR35' })
    expect(evaluation).toMatchObject({
      outcome: 'Inside IR35',
      cestResult: 'Inside IR35',
      reason: 'An office holder is inside IR35',
    })
  })

  it('puts an office holder inside IR35 with no other answer (HMRC scenario)', () => {
    const [scenario] = readScenarios('matrix')
    expect(scenario?.expected).toBe('Inside IR35')
    expect(evaluateCest(scenario!.facts).cestResult).toBe(scenario!.expected)
  })

  it.each([
    ['personalService', 'Personal service'],
    ['control', 'Control'],
    ['financialRisk', 'Financial risk'],
  ] as const)('lets %s alone decide outside IR35, over sections pointing inside', (section, name) => {
    const evaluation = evaluateCest({ ...insideFacts, [section]: DECISIVE[section] })
    expect(evaluation.sections[section]).toBe('OUTOFIR35')
    expect(evaluation).toMatchObject({
      outcome: 'Outside IR35',
      cestResult: 'Outside IR35',
      reason: `${name} alone decides: outside IR35`,
    })
  })

  it('needs no other section for a decisive one to decide outside', () => {
    expect(evaluateCest({ financialRisk: DECISIVE.financialRisk! })).toMatchObject({
      outcome: 'Outside IR35',
      reason: 'Financial risk alone decides: outside IR35',
    })
  })

  it('names every decisive section', () => {
    const facts = { ...insideFacts, personalService: DECISIVE.personalService!, financialRisk: DECISIVE.financialRisk! }
    expect(evaluateCest(facts).reason).toBe('Personal service and financial risk each decide alone: outside IR35')
  })

  it('does not let the setup section change the result', () => {
    const evaluation = evaluateCest({ ...insideFacts, setup: { hasContractStarted: true } })
    expect(evaluation.sections.setup).toBe('NotValidUseCase')
    expect(evaluation.outcome).toBe('Inside IR35')
  })

  it('uses MEDIUM for business on own account given but empty', () => {
    const evaluation = evaluateCest({ ...insideFacts, businessOnOwnAccount: {} })
    expect(evaluation.sections.businessOnOwnAccount).toBe('MEDIUM')
    expect(evaluation).toMatchObject({
      outcome: 'Inside IR35',
      reason: 'The five section scores match a matrix row: inside IR35',
    })
  })

  it('keeps the matrix’s Unknown as undetermined', () => {
    expect(evaluateCest(factsScoring(['HIGH', 'HIGH', 'LOW', 'HIGH', 'HIGH']))).toMatchObject({
      outcome: 'Undetermined',
      cestResult: 'Unknown',
      reason: "The five section scores match a matrix row: HMRC's tool cannot determine the status (Unknown)",
    })
  })

  it('cannot determine the status when a scored section was not answered (a "Don\'t Know")', () => {
    const { businessOnOwnAccount: _, ...withoutBooa } = insideFacts
    const evaluation = evaluateCest(withoutBooa)
    expect(evaluation.sections.businessOnOwnAccount).toBeNull()
    expect(evaluation).toMatchObject({
      outcome: 'Undetermined',
      cestResult: 'Not Matched',
      reason:
        "No matrix row matches these section scores (not scored: business on own account): HMRC's tool cannot determine the status (Not Matched)",
    })
  })

  it('cannot determine the status when no rule of a section fits its answers', () => {
    const evaluation = evaluateCest({
      ...insideFacts,
      control: { engagerMovingWorker: 'canMoveWorkerWithPermission' },
      partAndParcel: {},
    })
    expect(evaluation.sections).toMatchObject({ control: 'NotValidUseCase', partAndParcel: null })
    expect(evaluation).toMatchObject({
      outcome: 'Undetermined',
      cestResult: 'Not Matched',
      reason:
        "No matrix row matches these section scores (not scored: part and parcel; no rule fits: control): HMRC's tool cannot determine the status (Not Matched)",
    })
  })

  it('cannot determine the status of an empty interview', () => {
    expect(evaluateCest({})).toMatchObject({ outcome: 'Undetermined', cestResult: 'Not Matched' })
  })
})
