// Answers that give each section the scores the 2.4 matrix reads, for the matrix and final-result tests.
import { CEST_MATRIX_SECTIONS, type CestFacts, type CestValue } from '#domain/cest/engine'

export type MatrixSection = (typeof CEST_MATRIX_SECTIONS)[number]

/** For each section, answers that give each score the matrix reads (the matrix test checks each one). */
export const ANSWERS_SCORING: {
  readonly [S in MatrixSection]: { readonly [score: string]: Record<string, CestValue> }
} = {
  personalService: {
    MEDIUM: { workerSentActualSubstitute: 'yesClientAgreed', workerPayActualSubstitute: false },
    HIGH: { possibleSubstituteRejection: 'wouldReject' },
  },
  control: {
    MEDIUM: {
      engagerMovingWorker: 'canMoveWorkerWithPermission',
      workerDecidingHowWorkIsDone: 'workerDecidesWithoutInput',
      whenWorkHasToBeDone: 'scheduleDecidedForWorker',
      workerDecideWhere: 'workerChooses',
    },
    HIGH: {
      engagerMovingWorker: 'canMoveWorkerWithoutPermission',
      workerDecidingHowWorkIsDone: 'noWorkerInputAllowed',
      whenWorkHasToBeDone: 'scheduleDecidedForWorker',
      workerDecideWhere: 'workerCannotChoose',
    },
  },
  financialRisk: {
    LOW: {
      workerProvidedMaterials: false,
      workerProvidedEquipment: false,
      workerUsedVehicle: false,
      workerHadOtherExpenses: false,
      expensesAreNotRelevantForRole: true,
      workerMainIncome: 'incomeCalendarPeriods',
      paidForSubstandardWork: 'asPartOfUsualRateInWorkingHours',
    },
    MEDIUM: {
      workerProvidedMaterials: false,
      workerProvidedEquipment: false,
      workerUsedVehicle: true,
      workerHadOtherExpenses: false,
      expensesAreNotRelevantForRole: false,
      workerMainIncome: 'incomeCalendarPeriods',
      paidForSubstandardWork: 'outsideOfHoursNoCosts',
    },
  },
  partAndParcel: {
    LOW: {
      workerReceivesBenefits: false,
      workerAsLineManager: false,
      contactWithEngagerCustomer: true,
      workerRepresentsEngagerBusiness: 'workAsIndependent',
    },
    MEDIUM: {
      workerReceivesBenefits: false,
      workerAsLineManager: false,
      contactWithEngagerCustomer: true,
      workerRepresentsEngagerBusiness: 'workForEndClient',
    },
    HIGH: { workerReceivesBenefits: true, workerAsLineManager: false },
  },
  businessOnOwnAccount: {
    LOW: {
      exclusiveContract: 'unableToProvideServices',
      transferRights: 'rightsTransferredToClient',
      multipleEngagements: 'providedServicesToOtherEngagers',
      significantWorkingTime: 'consumesSignificantAmount',
      seriesOfContracts: 'contractIsPartOfASeries',
    },
    MEDIUM: {},
    HIGH: {
      exclusiveContract: 'ableToProvideServices',
      transferRights: 'rightsTransferredToClient',
      multipleEngagements: 'providedServicesToOtherEngagers',
      significantWorkingTime: 'noSignificantAmount',
      seriesOfContracts: 'standAloneContract',
    },
  },
}

/** An interview (not an office holder) whose five scored sections give these scores, in matrix order. */
export const factsScoring = (scores: readonly string[]): CestFacts => ({
  setup: { endUserRole: 'endClient', hasContractStarted: false, provideServices: 'limitedCompany' },
  exit: { officeHolder: false },
  ...Object.fromEntries(
    CEST_MATRIX_SECTIONS.map((section, column) => [section, ANSWERS_SCORING[section][scores[column]!]]),
  ),
})
