import { describe, expect, it } from 'vitest'
import { cestFactsOf, determine } from '#domain/determination/determine'
import { FULL_1_0_1 } from '#domain/question-sets/full-1.0.1'
import {
  answerIdsOf,
  BORDERLINE_PATH,
  CAUTION_PATH,
  INSIDE_BUT_FOR_SUBSTITUTION_PATH,
  INSIDE_PATH,
  OFFICE_HOLDER_PATH,
  OUTSIDE_LEANING_PATH,
  OUTSIDE_PATH,
  type Path,
  SUBSTITUTE_SENT_PATH,
  without,
} from './determination-paths.ts'

const STARTED = { hasContractStarted: true }
const NOT_STARTED = { hasContractStarted: false }
const factsOf = (path: Path, context = STARTED) => cestFactsOf(FULL_1_0_1, answerIdsOf(path), context)
const hmrc = (path: Path, context = STARTED) => determine(FULL_1_0_1, answerIdsOf(path), context)

/** Every section of CEST scored MEDIUM or LOW where the matrix has no answer: HMRC's "unable to determine". */
const UNKNOWN_TO_CEST_PATH: Path = {
  ...BORDERLINE_PATH,
  'sub-pay': 'no',
  'fin-costs': 'no',
  'biz-rights': 'no',
  'biz-time': 'yes',
  'pp-represent': 'no',
  'pp-own-business': 'no',
}

describe('the CEST interview our answers amount to', () => {
  it('derives the setup section from the engagement instead of asking it', () => {
    expect(factsOf({}, NOT_STARTED).setup).toEqual({
      endUserRole: 'endClient',
      hasContractStarted: false,
      provideServices: 'limitedCompany',
    })
    expect(factsOf({}).setup?.hasContractStarted).toBe(true)
  })

  it("gives each answer's field and value, spelt as in the tables", () => {
    expect(factsOf(INSIDE_PATH)).toEqual({
      setup: { endUserRole: 'endClient', hasContractStarted: true, provideServices: 'limitedCompany' },
      exit: { officeHolder: false },
      personalService: {
        possibleSubstituteRejection: 'wouldReject',
        workerSentActualSubstitute: 'noSubstitutionHappened',
        wouldWorkerPayHelper: false,
      },
      control: {
        engagerMovingWorker: 'canMoveWorkerWithoutPermission',
        workerDecidingHowWorkIsDone: 'noWorkerInputAllowed',
        whenWorkHasToBeDone: 'scheduleDecidedForWorker',
        workerDecideWhere: 'workerCannotChoose',
      },
      financialRisk: {
        expensesAreNotRelevantForRole: true,
        workerMainIncome: 'incomeCalendarPeriods',
        paidForSubstandardWork: 'asPartOfUsualRateInWorkingHours',
      },
      partAndParcel: {
        workerReceivesBenefits: true,
        workerAsLineManager: true,
        contactWithEngagerCustomer: true,
        workerRepresentsEngagerBusiness: 'workForEndClient',
      },
      businessOnOwnAccount: {
        exclusiveContract: 'unableToProvideServices',
        transferRights: 'rightsTransferredToClient',
        seriesOfContracts: 'contractIsPartOfASeries',
        significantWorkingTime: 'consumesSignificantAmount',
        multipleEngagements: 'onlyContractForPeriod',
      },
    })
  })

  it('leaves out what has actually happened with substitutes and helpers before the work begins', () => {
    expect(factsOf(SUBSTITUTE_SENT_PATH).personalService).toEqual({
      possibleSubstituteRejection: 'wouldReject',
      workerSentActualSubstitute: 'yesClientAgreed',
      workerPayActualSubstitute: true,
      wouldWorkerPayHelper: false,
    })
    expect(factsOf(SUBSTITUTE_SENT_PATH, NOT_STARTED).personalService).toEqual({
      possibleSubstituteRejection: 'wouldReject',
    })
  })

  it('records that expenses are not relevant when each of the four costs is answered No', () => {
    const noCosts = {
      ...OUTSIDE_PATH,
      'fin-equipment': 'no',
      'fin-vehicle': 'no',
      'fin-materials': 'no',
      'fin-other': 'no',
    } as const
    expect(factsOf(noCosts).financialRisk?.expensesAreNotRelevantForRole).toBe(true)
    expect(factsOf(OUTSIDE_PATH).financialRisk?.expensesAreNotRelevantForRole).toBe(false)
  })

  it("reads the contractor's unanswered question about other clients as the end client not knowing", () => {
    expect(factsOf(without(INSIDE_PATH, 'biz-clients')).businessOnOwnAccount?.multipleEngagements).toBe(
      'noKnowledgeOfExternalActivity',
    )
    expect(factsOf(OFFICE_HOLDER_PATH).businessOnOwnAccount).toBeUndefined()
  })

  it("gives no fact for a Don't Know answer", () => {
    expect(factsOf({ ...INSIDE_PATH, 'fin-costs': 'dk' }).financialRisk).not.toHaveProperty(
      'expensesAreNotRelevantForRole',
    )
  })
})

describe('the HMRC-equivalent outcome, beside our own result', () => {
  it('is Inside IR35 for an employee in all but name', () => {
    expect(hmrc(INSIDE_PATH)).toMatchObject({ hmrcOutcome: 'Inside IR35', resultCode: 'INSIDE' })
    expect(hmrc(INSIDE_PATH).hmrcSections).toMatchObject({
      personalService: 'HIGH',
      control: 'HIGH',
      financialRisk: 'LOW',
      partAndParcel: 'HIGH',
      businessOnOwnAccount: 'LOW',
    })
  })

  it('is Inside IR35 for an office holder', () => {
    expect(hmrc(OFFICE_HOLDER_PATH)).toMatchObject({ hmrcOutcome: 'Inside IR35', resultCode: 'OVERRIDE' })
  })

  it('is Outside IR35 for a business serving a client', () => {
    expect(hmrc(OUTSIDE_PATH).hmrcOutcome).toBe('Outside IR35')
  })

  it('is Outside IR35 when one decisive section says so, where our balance may still read otherwise', () => {
    expect(hmrc(OUTSIDE_LEANING_PATH)).toMatchObject({ hmrcOutcome: 'Outside IR35', resultCode: 'OUTSIDE_LEANING' })
    expect(hmrc(OUTSIDE_LEANING_PATH).hmrcSections?.control).toBe('OUTOFIR35')
    expect(hmrc(CAUTION_PATH)).toMatchObject({ hmrcOutcome: 'Outside IR35', resultCode: 'CAUTION' })
    expect(hmrc(INSIDE_BUT_FOR_SUBSTITUTION_PATH)).toMatchObject({
      hmrcOutcome: 'Outside IR35',
      resultCode: 'CAUTION',
    })
  })

  it('is Undetermined where the matrix has no answer', () => {
    const determination = hmrc(UNKNOWN_TO_CEST_PATH)
    expect(determination.hmrcOutcome).toBe('Undetermined')
    expect(determination.hmrcSections).toMatchObject({
      personalService: 'MEDIUM',
      control: 'MEDIUM',
      financialRisk: 'LOW',
      partAndParcel: 'LOW',
      businessOnOwnAccount: 'MEDIUM',
    })
    expect(determination.hmrcReason).toBe("The answers point both ways and HMRC's tool cannot decide between them.")
  })

  it("is Undetermined when a Don't Know leaves a field the tables need missing", () => {
    const determination = hmrc({ ...INSIDE_PATH, 'fin-costs': 'dk' })
    expect(determination.hmrcOutcome).toBe('Undetermined')
    expect(determination.hmrcSections?.financialRisk).toBe('NotValidUseCase')
    expect(determination.resultCode).toBe('INSIDE')
  })

  it('changes with whether the work has started: a substitute sent and paid decides only once it has', () => {
    expect(hmrc(SUBSTITUTE_SENT_PATH).hmrcSections?.personalService).toBe('OUTOFIR35')
    expect(hmrc(SUBSTITUTE_SENT_PATH, NOT_STARTED).hmrcSections?.personalService).toBe('HIGH')
  })

  it('carries the reason and is shown in the summary', () => {
    const determination = hmrc(INSIDE_PATH)
    expect(determination.hmrcReason).toMatch(
      /^Taken together, the answers on personal service, .* point inside IR35\.$/,
    )
    expect(determination.summaryHtml).toContain('on the same answers: <strong>Inside IR35</strong>')
  })
})
