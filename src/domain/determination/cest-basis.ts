// What the HMRC-equivalent outcome rests on, in plain words for the result panel, the report and the SDS
// (docs/cest.md): which answers decided it, or, when it is Undetermined, which facts were not given and who
// could give them. Never the tables' own terms (section scores, matrix rows).
import { CEST_MATRIX_SECTIONS, type CestEvaluation, type CestSection, NO_RULE_FITS } from '../cest/engine.ts'
import { type Question, type QuestionSet, type Respondent, revealedQuestions } from '../questionnaire.ts'
import { type DeterminationContext, FACTS_ONLY_ONCE_STARTED } from './cest-facts.ts'

/** Each CEST fact the questionnaire can give, as a reader would say it. */
const FACT_WORDS: { readonly [field: string]: string } = {
  possibleSubstituteRejection: 'whether the client could refuse a substitute',
  possibleSubstituteWorkerPay: "whether the contractor's company would pay a substitute",
  workerSentActualSubstitute: 'whether the contractor has sent a substitute to do the work',
  workerPayActualSubstitute: "whether the contractor's company paid the substitute it sent",
  wouldWorkerPayHelper: "whether the contractor's company has paid a helper to do part of the work",
  engagerMovingWorker: 'whether the client could move the contractor onto other work',
  workerDecidingHowWorkIsDone: 'who decides how the work is done',
  whenWorkHasToBeDone: 'who decides the working hours',
  workerDecideWhere: 'who decides where the work is done',
  expensesAreNotRelevantForRole: "whether the contractor's company pays for anything the work needs",
  workerProvidedEquipment: "whether the contractor's company pays for equipment the work needs",
  workerUsedVehicle: "whether the contractor's company pays for a vehicle the work needs",
  workerProvidedMaterials: "whether the contractor's company pays for materials",
  workerHadOtherExpenses: "whether the contractor's company has other significant costs",
  workerMainIncome: 'how the contractor is paid',
  paidForSubstandardWork: 'who pays to put poor work right',
  workerReceivesBenefits: 'whether the contractor gets staff benefits',
  workerAsLineManager: "whether the contractor manages the client's staff",
  contactWithEngagerCustomer: "whether the contractor deals with the client's customers",
  workerRepresentsEngagerBusiness: "how the contractor presents themselves to the client's customers",
  exclusiveContract: 'whether the contractor may work for others at the same time',
  transferRights: 'who owns what the work creates',
  seriesOfContracts: 'whether this contract is one of a series',
  significantWorkingTime: "how much of the contractor's working time the work takes",
  multipleEngagements: "whether the contractor's company has done similar work for other clients in the last 12 months",
}

const SECTION_WORDS: { readonly [S in CestSection]: string } = {
  setup: 'the engagement',
  exit: 'holding an office',
  personalService: 'personal service',
  control: 'control',
  financialRisk: 'financial risk',
  partAndParcel: "being part and parcel of the client's organisation",
  businessOnOwnAccount: 'being in business on their own account',
}

const WHO: { readonly [R in Respondent]: string } = { CLIENT: 'the client', CONTRACTOR: 'the contractor' }

/** A fact CEST lacks: what it is, and whose question gives it. */
export type MissingFact = { readonly words: string; readonly respondent: Respondent }

const listed = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

/** The CEST fields a question gives, itself or through its follow-ups, in page order. */
const fieldsBelow = (question: Question): { section: CestSection; field: string }[] =>
  question.answers.flatMap((answer) => [
    ...(answer.cest ? [{ section: answer.cest.section, field: answer.cest.field }] : []),
    ...(answer.questions ?? []).flatMap(fieldsBelow),
  ])

/**
 * The facts of the given sections that the answers leave out: each question on the page that could give one and
 * has no answer, or an answer that gives none and opens nothing (Don't Know). Facts CEST does not read yet (what
 * has actually happened, before the work starts) are not missing.
 */
export const missingCestFacts = (
  set: QuestionSet,
  answerIds: readonly string[],
  context: DeterminationContext,
  sections: readonly CestSection[] = CEST_MATRIX_SECTIONS,
): MissingFact[] => {
  const chosen = new Set(answerIds)
  const notYet = (section: CestSection, field: string) =>
    !context.hasContractStarted && (FACTS_ONLY_ONCE_STARTED[section] ?? []).includes(field)
  const missing: MissingFact[] = []
  for (const { question } of revealedQuestions(set, answerIds)) {
    const answer = question.answers.find((candidate) => chosen.has(candidate.id))
    if (answer && (answer.cest || answer.questions?.length)) continue
    const field = fieldsBelow(question).find(
      ({ section, field }) => sections.includes(section) && !notYet(section, field),
    )
    const words = field && FACT_WORDS[field.field]
    if (words && !missing.some((fact) => fact.words === words)) missing.push({ words, respondent: question.respondent })
  }
  return missing
}

/** "…, and … (the contractor could give these); … (the client could give this)". */
const missingFactsSentence = (missing: readonly MissingFact[]) =>
  (['CONTRACTOR', 'CLIENT'] as const)
    .map((respondent) => missing.filter((fact) => fact.respondent === respondent).map((fact) => fact.words))
    .flatMap((words, index) =>
      words.length === 0
        ? []
        : [
            `${listed(words)} (${WHO[index === 0 ? 'CONTRACTOR' : 'CLIENT']} could give ${words.length === 1 ? 'this' : 'these'})`,
          ],
    )
    .join('; ')

/** The sentence the outcome carries: what it rests on, in the reader's words. */
export const cestBasisOf = (
  set: QuestionSet,
  answerIds: readonly string[],
  context: DeterminationContext,
  cest: CestEvaluation,
): string => {
  const { sections } = cest
  if (cest.cestResult === 'Inside IR35' && sections.exit === 'INIR35')
    return 'The contractor will hold an office, which brings them inside IR35 whatever the other answers.'
  if (cest.cestResult === 'Outside IR35') {
    const deciding = CEST_MATRIX_SECTIONS.filter((section) => sections[section] === 'OUTOFIR35')
    if (deciding.length > 0)
      return `The answers on ${listed(deciding.map((s) => SECTION_WORDS[s]))} ${deciding.length === 1 ? 'decide' : 'each decide'} it on their own: outside IR35.`
  }
  const areas = listed(CEST_MATRIX_SECTIONS.map((section) => SECTION_WORDS[section]))
  if (cest.outcome !== 'Undetermined')
    return `Taken together, the answers on ${areas} point ${cest.outcome === 'Inside IR35' ? 'inside' : 'outside'} IR35.`
  // Undetermined: the facts of the areas HMRC's tool could not read first, else any the answers leave out.
  const unread = CEST_MATRIX_SECTIONS.filter((s) => sections[s] === null || sections[s] === NO_RULE_FITS)
  const missingUnread = unread.length > 0 ? missingCestFacts(set, answerIds, context, unread) : []
  const missing = missingUnread.length > 0 ? missingUnread : missingCestFacts(set, answerIds, context)
  if (missing.length > 0)
    return `HMRC's tool cannot decide on the answers given. It asks about facts that were not given: ${missingFactsSentence(missing)}.`
  if (unread.length > 0)
    return `HMRC's tool has no rule for this combination of answers on ${listed(unread.map((s) => SECTION_WORDS[s]))}, so it cannot decide.`
  return "The answers point both ways and HMRC's tool cannot decide between them."
}
