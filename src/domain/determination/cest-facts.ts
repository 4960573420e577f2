// The HMRC CEST interview our answers amount to: each chosen answer's CEST fact, plus the facts CEST would
// ask but the product already knows, so nothing is asked twice (docs/determination.md).
import type { CestFacts, CestSection, CestValue } from '../cest/engine.ts'
import type { QuestionSet } from '../questionnaire.ts'
import { chosenAnswers } from './chosen-answers.ts'

export type DeterminationContext = {
  /** Whether the engagement has begun (its start date is today or earlier). */
  readonly hasContractStarted: boolean
}

/**
 * The setup section, from the engagement: the end client is the one answering (the contractor's answers
 * are about the same engagement), and the worker provides services through a limited company (the
 * contractor's company, the product's contractors).
 */
export const setupFactsOf = (context: DeterminationContext) => ({
  endUserRole: 'endClient',
  hasContractStarted: context.hasContractStarted,
  provideServices: 'limitedCompany',
})

/** CEST asks what has actually happened with substitutes and helpers only once the work has begun. */
export const FACTS_ONLY_ONCE_STARTED: { readonly [S in CestSection]?: readonly string[] } = {
  personalService: ['workerSentActualSubstitute', 'workerPayActualSubstitute', 'wouldWorkerPayHelper'],
}

/** The four costs CEST asks about; when all four are No, CEST itself records that expenses are not relevant. */
const UP_FRONT_COSTS = [
  'workerProvidedEquipment',
  'workerUsedVehicle',
  'workerProvidedMaterials',
  'workerHadOtherExpenses',
]

type MutableFacts = { [S in CestSection]?: { [field: string]: CestValue } }

export const cestFactsOf = (
  set: QuestionSet,
  answerIds: readonly string[],
  context: DeterminationContext,
): CestFacts => {
  const facts: MutableFacts = { setup: setupFactsOf(context) }
  for (const { answer } of chosenAnswers(set, answerIds)) {
    if (!answer.cest) continue
    const { section, field, value } = answer.cest
    facts[section] = { ...facts[section], [field]: value }
  }
  if (!context.hasContractStarted)
    for (const [section, fields] of Object.entries(FACTS_ONLY_ONCE_STARTED) as [CestSection, readonly string[]][])
      for (const field of fields) delete facts[section]?.[field]

  const financialRisk = facts.financialRisk
  if (financialRisk && UP_FRONT_COSTS.every((field) => financialRisk[field] === false))
    financialRisk.expensesAreNotRelevantForRole = true

  // Until the contractor says whether they work for others, the end client answering does not know: CEST's
  // own value for that case.
  const ownAccount = facts.businessOnOwnAccount
  if (ownAccount && ownAccount.multipleEngagements === undefined)
    ownAccount.multipleEngagements = 'noKnowledgeOfExternalActivity'
  return facts
}
