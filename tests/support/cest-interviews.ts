// Seeded CEST interviews made from HMRC's 2.4 tables (their fields and values, read by the oracle), and
// each one expressed as answers to a question set: the answers a person who knows those facts would give
// paging through the questionnaire, or the reason no answers say exactly those facts.
import {
  type Answer,
  findAnswer,
  type Question,
  type QuestionSet,
  type Respondent,
  selectAnswer,
  unansweredQuestions,
} from '../../src/domain/questionnaire.ts'
import {
  ORACLE_MATRIX_SECTIONS,
  ORACLE_TABLES,
  type OracleAnswer,
  type OracleFacts,
  type OracleSection,
  oracleValues,
} from './cest-oracle.ts'

/** A small seeded generator (mulberry32): the same interviews on every run. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Facts = { [S in OracleSection]?: { [field: string]: OracleAnswer } }

export type Interview = {
  readonly name: string
  /** The rule of each section's table the interview was made from: "control rule 12". */
  readonly rules: readonly string[]
  readonly facts: OracleFacts
  /** Whether the work has begun: CEST's setup question, which the portal reads from the start date. */
  readonly started: boolean
}

/** CEST asks what actually happened with substitutes and helpers only once the work has begun. */
export const ASKED_ONCE_STARTED = ['workerSentActualSubstitute', 'workerPayActualSubstitute', 'wouldWorkerPayHelper']

/** CEST asks for the worker's costs as one list to tick, "none of these" (expenses not relevant) among them. */
const COSTS = ['workerProvidedMaterials', 'workerProvidedEquipment', 'workerUsedVehicle', 'workerHadOtherExpenses']
const NO_COSTS = 'expensesAreNotRelevantForRole'

/** CEST's own answer for an end client who does not know whether the worker works for others. */
const NOT_KNOWN = { field: 'multipleEngagements', value: 'noKnowledgeOfExternalActivity' }

const cellAnswer = (cell: string): OracleAnswer => (cell === 'true' ? true : cell === 'false' ? false : cell)

/**
 * Follow-up fields, read from the tables: a field that several rules name, each beside the same answer of
 * another field (CEST asks it only after that answer), e.g. whether the substitute was paid, only once one
 * was accepted.
 */
const followUps = (section: OracleSection) => {
  const table = ORACLE_TABLES[section]
  return table.fields.flatMap((field, column) => {
    const naming = table.rules.filter((rule) => rule.cells[column] !== '')
    return table.fields.flatMap((lead, leadColumn) => {
      if (leadColumn === column || naming.length < 2) return []
      const leads = new Set(naming.map((rule) => rule.cells[leadColumn]))
      const [only] = leads
      return leads.size === 1 && only !== '' ? [{ field, lead, value: cellAnswer(only!) }] : []
    })
  })
}
export const FOLLOW_UPS = Object.fromEntries(
  ORACLE_MATRIX_SECTIONS.map((section) => [section, followUps(section)]),
) as { readonly [S in (typeof ORACLE_MATRIX_SECTIONS)[number]]: ReturnType<typeof followUps> }

const ABSENT = 0.05

/**
 * `count` interviews. Each takes, for every section the matrix combines, one rule of its table in turn (so
 * every rule is taken at least once in 300), keeps the answers the rule names and fills the cells it leaves
 * empty with one of the field's values, or leaves one in twenty unanswered ("Don't Know"). Then CEST's own
 * question flow: follow-ups only after their lead answer, costs ticked from one list (or all unanswered), the
 * actual-substitute questions only once the work has begun. Every 20th interview is an office holder, which
 * ends CEST's interview.
 */
export const generateInterviews = (count: number, seed = 27): Interview[] => {
  const random = seededRandom(seed)
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!
  const interviews: Interview[] = []
  let turn = 0
  for (let index = 0; index < count; index++) {
    const setup = { endUserRole: 'endClient', provideServices: 'limitedCompany' }
    if (index % 20 === 7) {
      const started = random() < 0.5
      interviews.push({
        name: `interview ${index + 1}: office holder`,
        rules: [],
        facts: { setup: { ...setup, hasContractStarted: started }, exit: { officeHolder: true } },
        started,
      })
      continue
    }
    const facts: Facts = { exit: { officeHolder: false } }
    const rules: string[] = []
    let namesWhatHappened = false
    for (const section of ORACLE_MATRIX_SECTIONS) {
      const table = ORACLE_TABLES[section]
      const ruleIndex = turn % table.rules.length
      rules.push(`${section} rule ${ruleIndex + 1}`)
      const rule = table.rules[ruleIndex]!
      namesWhatHappened ||= table.fields.some((field, i) => ASKED_ONCE_STARTED.includes(field) && rule.cells[i] !== '')
      const answers: { [field: string]: OracleAnswer } = {}
      table.fields.forEach((field, column) => {
        const cell = rule.cells[column]!
        if (cell !== '') answers[field] = cellAnswer(cell)
        else if (random() >= ABSENT) answers[field] = pick(oracleValues(section, field))
      })
      for (const { field, lead, value } of FOLLOW_UPS[section]) if (answers[lead] !== value) delete answers[field]
      facts[section] = answers
    }
    turn += 1
    const financialRisk = facts.financialRisk!
    if (random() < ABSENT) for (const field of [...COSTS, NO_COSTS]) delete financialRisk[field]
    else {
      const noneTicked = financialRisk[NO_COSTS] === true
      for (const field of COSTS)
        financialRisk[field] = !noneTicked && (financialRisk[field] === true || random() < 0.25)
      financialRisk[NO_COSTS] = COSTS.every((field) => financialRisk[field] === false)
    }
    const started = namesWhatHappened || random() < 0.5
    if (!started) for (const field of ASKED_ONCE_STARTED) delete facts.personalService?.[field]
    facts.setup = { ...setup, hasContractStarted: started }
    interviews.push({ name: `interview ${index + 1}`, rules, facts, started })
  }
  return interviews
}

export type Expression =
  | {
      readonly expressed: true
      /** Every answer, in page order. */
      readonly answerIds: readonly string[]
      /** The answers to the client's questions, and to the contractor's. */
      readonly byRespondent: { readonly [R in Respondent]: readonly string[] }
      /** The ways the answers say a fact differently from CEST, each by name (see docs/cest.md). */
      readonly restated: readonly string[]
    }
  | ({ readonly expressed: false } & NotExpressed)

/** Why no answers say exactly what an interview says, sorted into the kinds docs/cest.md explains. */
export type NotExpressed = {
  readonly kind: "no Don't Know" | 'no such answer' | 'the answers say otherwise' | 'setup'
  readonly why: string
}

const DONT_KNOW = "Don't Know"

type Annotation = NonNullable<Answer['cest']>

const annotationsBelow = (answer: Answer): Annotation[] => [
  ...(answer.cest ? [answer.cest] : []),
  ...(answer.questions ?? []).flatMap((question) => question.answers.flatMap(annotationsBelow)),
]

const given = (facts: OracleFacts, { section, field }: Pick<Annotation, 'section' | 'field'>) =>
  facts[section as OracleSection]?.[field]

/** The answer to one question that says what the interview says, null to leave it, or why neither does. */
const answerFor = (
  question: Question,
  interview: Interview,
  mayLeave: (question: Question) => boolean,
): Answer | null | NotExpressed => {
  const { facts, started } = interview
  const below = question.answers.flatMap(annotationsBelow)
  const choosable = question.answers.filter((answer) => !answer.override || answer.cest)
  // A question CEST does not ask (the portal's own evidence): any answer leaves CEST's facts as they are.
  if (below.length === 0) return choosable[0]!
  // Asked before the work has begun, the questionnaire says to answer No; CEST does not ask it then.
  if (!started && below.every(({ field }) => ASKED_ONCE_STARTED.includes(field)))
    return question.answers.find((answer) => answer.title === 'No')!
  const stating = question.answers.find((answer) => answer.cest && given(facts, answer.cest) === answer.cest.value)
  if (stating) return stating
  const leading = question.answers.find(
    (answer) => !answer.cest && annotationsBelow(answer).some((fact) => given(facts, fact) === fact.value),
  )
  if (leading) return leading
  const dontKnow = question.answers.find((answer) => answer.title === DONT_KNOW)
  const unknown = below.every(
    (fact) =>
      given(facts, fact) === undefined || (fact.field === NOT_KNOWN.field && given(facts, fact) === NOT_KNOWN.value),
  )
  if (dontKnow && unknown) return dontKnow
  if (unknown && mayLeave(question)) return null
  const own = question.answers.flatMap((answer) => (answer.cest ? [answer.cest] : []))
  const fields = [...new Set((own.length ? own : below).map(({ section, field }) => `${section}.${field}`))]
  const givens = fields.flatMap((name) => {
    const [section, field] = name.split('.') as [OracleSection, string]
    const value = facts[section]?.[field]
    return value === undefined ? [] : [`${name} ${value}`]
  })
  return givens.length === 0
    ? {
        kind: "no Don't Know",
        why: `question ${question.id} offers no Don't Know, and the interview gives none of ${fields.join(', ')}`,
      }
    : { kind: 'no such answer', why: `question ${question.id} has no answer for ${givens.join(', ')}` }
}

/** How the chosen answers' facts may differ from the interview's and still say the same (docs/cest.md). */
const restatement = (
  section: OracleSection,
  field: string,
  interview: Interview,
  stated: Facts,
): string | undefined => {
  const wanted = interview.facts[section]?.[field]
  const said = stated[section]?.[field]
  if (!interview.started && ASKED_ONCE_STARTED.includes(field) && wanted === undefined)
    return 'not begun: substitute and helper answered No, not counted'
  if (section === 'financialRisk' && COSTS.includes(field) && wanted === false && said === undefined)
    if (stated.financialRisk?.[NO_COSTS] === true) return 'no costs: the four costs not asked'
  if (field === NOT_KNOWN.field && wanted === NOT_KNOWN.value && said === undefined)
    return "does not know: no answer stands for CEST's no knowledge"
  return undefined
}

/**
 * Expresses an interview as answers to `set`: walks the questions as they are revealed, answering each as
 * the interview's facts say (leaving those `mayLeave` allows where the interview gives none of their facts),
 * then checks that the facts the answers state are exactly the interview's, apart from the named
 * restatements. The setup section comes from the engagement and must be an end client engaging a limited
 * company.
 */
export const expressInterview = (
  set: QuestionSet,
  interview: Interview,
  mayLeave: (question: Question) => boolean = () => false,
): Expression => {
  const setup = interview.facts.setup
  if (setup?.endUserRole !== 'endClient' || setup.provideServices !== 'limitedCompany')
    return { expressed: false, kind: 'setup', why: 'the portal is answered by the end client of a limited company' }
  let selected: string[] = []
  const left = new Set<string>()
  for (let pass = 0; pass < 1000; pass++) {
    const next = unansweredQuestions(set, selected, 'BOTH').find(({ question }) => !left.has(question.id))
    if (!next) break
    const answer = answerFor(next.question, interview, mayLeave)
    if (answer === null) left.add(next.question.id)
    else if ('kind' in answer) return { expressed: false, ...answer }
    else selected = selectAnswer(set, selected, answer.id)
  }
  const stated: Facts = {}
  for (const id of selected) {
    const fact = findAnswer(set, id)?.answer.cest
    if (fact)
      stated[fact.section as OracleSection] = { ...stated[fact.section as OracleSection], [fact.field]: fact.value }
  }
  const restated = new Set<string>()
  const differences: string[] = []
  const sections = new Set([...Object.keys(stated), ...Object.keys(interview.facts)].filter((s) => s !== 'setup'))
  for (const section of sections as Set<OracleSection>) {
    const wanted = interview.facts[section]
    const said = stated[section]
    if (wanted && Object.keys(wanted).length === 0 && !said) differences.push(`${section} given with no answers`)
    for (const field of new Set([...Object.keys(wanted ?? {}), ...Object.keys(said ?? {})])) {
      if (wanted?.[field] === said?.[field]) continue
      const named = restatement(section, field, interview, stated)
      if (named) restated.add(named)
      else
        differences.push(
          `${section}.${field}: interview ${wanted?.[field] ?? 'not given'}, answers ${said?.[field] ?? 'not given'}`,
        )
    }
  }
  // An unanswered question on other clients is read as CEST's "no knowledge" (docs/cest.md).
  const otherClients = interview.facts.businessOnOwnAccount?.[NOT_KNOWN.field]
  if (stated.businessOnOwnAccount?.[NOT_KNOWN.field] === undefined && stated.businessOnOwnAccount)
    if (otherClients !== NOT_KNOWN.value)
      differences.push(
        `businessOnOwnAccount.${NOT_KNOWN.field}: interview ${otherClients}, answers read as no knowledge`,
      )
  if (differences.length) return { expressed: false, kind: 'the answers say otherwise', why: differences.join('; ') }
  const of = (respondent: Respondent) =>
    selected.filter((id) => findAnswer(set, id)?.question.respondent === respondent)
  return {
    expressed: true,
    answerIds: selected,
    byRespondent: { CLIENT: of('CLIENT'), CONTRACTOR: of('CONTRACTOR') },
    restated: [...restated],
  }
}

/** How many interviews each kind of reason left unexpressed. */
export const kindsNotExpressed = (expressions: readonly Expression[]) => {
  const counts: { [kind: string]: number } = {}
  for (const expression of expressions)
    if (!expression.expressed) counts[expression.kind] = (counts[expression.kind] ?? 0) + 1
  return counts
}
