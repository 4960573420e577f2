// Realistic answer paths through the FULL and SHORT question sets, written as question id -> answer, shared
// by the determination tests. Every path answers every question it reveals, for both respondents.
type Choice = 'yes' | 'no' | 'dk'
export type Path = { readonly [questionId: string]: Choice }

/** The answer ids of a path (answer ids are the question id plus -yes, -no or -dk). */
export const answerIdsOf = (path: Path): string[] =>
  Object.entries(path).map(([questionId, choice]) => `${questionId}-${choice}`)

/** Removes questions from a path (to follow a different branch, or to leave them unanswered). */
export const without = (path: Path, ...questionIds: string[]): Path =>
  Object.fromEntries(Object.entries(path).filter(([questionId]) => !questionIds.includes(questionId)))

const NOT_AN_OFFICE: Path = { 'office-holder': 'no' }

const NO_SUBSTITUTE_SENT: Path = { 'sub-sent': 'no', 'sub-helper': 'no' }

/** An employee in all but name: the client picks the person, directs the work and treats them as staff. */
export const INSIDE_PATH: Path = {
  ...NOT_AN_OFFICE,
  'sub-reject': 'yes',
  ...NO_SUBSTITUTE_SENT,
  'ctl-move': 'yes',
  'ctl-move-consent': 'no',
  'ctl-how': 'yes',
  'ctl-how-agreed': 'no',
  'ctl-when': 'no',
  'ctl-when-agreed': 'no',
  'ctl-where': 'yes',
  'ctl-where-task': 'no',
  'fin-costs': 'no',
  'fin-results': 'no',
  'fin-time': 'yes',
  'fin-fix': 'yes',
  'fin-fix-unpaid': 'no',
  'fin-loss': 'no',
  'pp-benefits': 'yes',
  'pp-manage': 'yes',
  'pp-customers': 'yes',
  'pp-represent': 'yes',
  'pp-staff': 'yes',
  'biz-exclusive': 'yes',
  'biz-rights': 'yes',
  'biz-rights-client': 'yes',
  'biz-series': 'yes',
  'biz-time': 'yes',
  'biz-clients': 'no',
  'biz-insurance': 'no',
  'mut-deliverables': 'no',
  'mut-idle': 'yes',
  'mut-extra': 'no',
  'mut-end': 'no',
}

/** A business serving a client: a paid substitute, its own methods, tools, risk and other clients. */
export const OUTSIDE_PATH: Path = {
  ...NOT_AN_OFFICE,
  'sub-reject': 'no',
  'sub-pay': 'yes',
  ...NO_SUBSTITUTE_SENT,
  'ctl-move': 'no',
  'ctl-how': 'no',
  'ctl-how-expert': 'no',
  'ctl-when': 'yes',
  'ctl-when-deadlines': 'yes',
  'ctl-where': 'no',
  'ctl-where-agreed': 'no',
  'fin-costs': 'yes',
  'fin-equipment': 'yes',
  'fin-vehicle': 'no',
  'fin-materials': 'no',
  'fin-other': 'no',
  'fin-results': 'no',
  'fin-time': 'no',
  'fin-fix': 'yes',
  'fin-fix-unpaid': 'yes',
  'fin-fix-costs': 'yes',
  'fin-loss': 'yes',
  'pp-benefits': 'no',
  'pp-manage': 'no',
  'pp-customers': 'yes',
  'pp-represent': 'no',
  'pp-own-business': 'yes',
  'pp-staff': 'no',
  'biz-exclusive': 'no',
  'biz-permission': 'no',
  'biz-rights': 'yes',
  'biz-rights-client': 'no',
  'biz-rights-buy': 'no',
  'biz-series': 'no',
  'biz-extend': 'no',
  'biz-time': 'no',
  'biz-clients': 'yes',
  'biz-insurance': 'yes',
  'mut-deliverables': 'yes',
  'mut-idle': 'no',
  'mut-extra': 'yes',
  'mut-end': 'yes',
}

/**
 * The common day-rate specialist: the client wants this person, but has no say in how, when or where the
 * work is done, and the contract is for defined deliverables.
 */
export const OUTSIDE_LEANING_PATH: Path = {
  ...NOT_AN_OFFICE,
  'sub-reject': 'yes',
  ...NO_SUBSTITUTE_SENT,
  'ctl-move': 'no',
  'ctl-how': 'no',
  'ctl-how-expert': 'yes',
  'ctl-when': 'yes',
  'ctl-when-deadlines': 'yes',
  'ctl-where': 'no',
  'ctl-where-agreed': 'no',
  'fin-costs': 'no',
  'fin-results': 'no',
  'fin-time': 'yes',
  'fin-fix': 'yes',
  'fin-fix-unpaid': 'yes',
  'fin-fix-costs': 'no',
  'fin-loss': 'no',
  'pp-benefits': 'no',
  'pp-manage': 'no',
  'pp-customers': 'no',
  'pp-staff': 'no',
  'biz-exclusive': 'no',
  'biz-permission': 'no',
  'biz-rights': 'yes',
  'biz-rights-client': 'yes',
  'biz-series': 'no',
  'biz-extend': 'yes',
  'biz-time': 'yes',
  'biz-clients': 'yes',
  'biz-insurance': 'yes',
  'mut-deliverables': 'yes',
  'mut-idle': 'no',
  'mut-extra': 'yes',
  'mut-end': 'no',
}

/** Long-serving and integrated, though with some freedom in how the work is done and some choice of work. */
export const INSIDE_LEANING_PATH: Path = {
  ...NOT_AN_OFFICE,
  'sub-reject': 'yes',
  ...NO_SUBSTITUTE_SENT,
  'ctl-move': 'no',
  'ctl-how': 'yes',
  'ctl-how-agreed': 'yes',
  'ctl-when': 'no',
  'ctl-when-agreed': 'yes',
  'ctl-where': 'no',
  'ctl-where-agreed': 'yes',
  'fin-costs': 'no',
  'fin-results': 'no',
  'fin-time': 'yes',
  'fin-fix': 'yes',
  'fin-fix-unpaid': 'yes',
  'fin-fix-costs': 'no',
  'fin-loss': 'no',
  'pp-benefits': 'no',
  'pp-manage': 'no',
  'pp-customers': 'yes',
  'pp-represent': 'no',
  'pp-own-business': 'no',
  'pp-staff': 'no',
  'biz-exclusive': 'no',
  'biz-permission': 'yes',
  'biz-rights': 'dk',
  'biz-series': 'yes',
  'biz-time': 'yes',
  'biz-clients': 'no',
  'biz-insurance': 'yes',
  'mut-deliverables': 'no',
  'mut-idle': 'no',
  'mut-extra': 'yes',
  'mut-end': 'yes',
}

/** A hiring manager unsure of much, with evidence thin and evenly spread. */
export const BORDERLINE_PATH: Path = {
  ...NOT_AN_OFFICE,
  'sub-reject': 'no',
  'sub-pay': 'dk',
  ...NO_SUBSTITUTE_SENT,
  'ctl-move': 'yes',
  'ctl-move-consent': 'yes',
  'ctl-how': 'yes',
  'ctl-how-agreed': 'yes',
  'ctl-when': 'yes',
  'ctl-when-deadlines': 'yes',
  'ctl-where': 'no',
  'ctl-where-agreed': 'yes',
  'fin-costs': 'dk',
  'fin-results': 'no',
  'fin-time': 'yes',
  'fin-fix': 'yes',
  'fin-fix-unpaid': 'yes',
  'fin-fix-costs': 'no',
  'fin-loss': 'no',
  'pp-benefits': 'no',
  'pp-manage': 'no',
  'pp-customers': 'yes',
  'pp-represent': 'yes',
  'pp-staff': 'no',
  'biz-exclusive': 'no',
  'biz-permission': 'yes',
  'biz-rights': 'dk',
  'biz-series': 'no',
  'biz-extend': 'yes',
  'biz-time': 'dk',
  'biz-clients': 'yes',
  'biz-insurance': 'yes',
  'mut-deliverables': 'yes',
  'mut-idle': 'dk',
  'mut-extra': 'no',
  'mut-end': 'dk',
}

/**
 * Evenly balanced overall, but factors clearly pointing both ways: the client insists on this person and
 * treats the contract as one of a run, while the contractor carries real costs and acts as a business.
 */
export const CAUTION_PATH: Path = {
  ...NOT_AN_OFFICE,
  'sub-reject': 'yes',
  ...NO_SUBSTITUTE_SENT,
  'ctl-move': 'no',
  'ctl-how': 'yes',
  'ctl-how-agreed': 'yes',
  'ctl-when': 'yes',
  'ctl-when-deadlines': 'yes',
  'ctl-where': 'no',
  'ctl-where-agreed': 'yes',
  'fin-costs': 'yes',
  'fin-equipment': 'yes',
  'fin-vehicle': 'no',
  'fin-materials': 'no',
  'fin-other': 'no',
  'fin-results': 'no',
  'fin-time': 'no',
  'fin-fix': 'yes',
  'fin-fix-unpaid': 'yes',
  'fin-fix-costs': 'no',
  'fin-loss': 'yes',
  'pp-benefits': 'no',
  'pp-manage': 'no',
  'pp-customers': 'yes',
  'pp-represent': 'no',
  'pp-own-business': 'yes',
  'pp-staff': 'no',
  'biz-exclusive': 'yes',
  'biz-rights': 'yes',
  'biz-rights-client': 'yes',
  'biz-series': 'yes',
  'biz-time': 'yes',
  'biz-clients': 'no',
  'biz-insurance': 'yes',
  'mut-deliverables': 'no',
  'mut-idle': 'no',
  'mut-extra': 'no',
  'mut-end': 'yes',
}

/** The contractor did send a substitute, who was accepted and paid by their company, though the client says it could refuse one. */
export const SUBSTITUTE_SENT_PATH: Path = {
  ...without(BORDERLINE_PATH, 'sub-pay'),
  'sub-reject': 'yes',
  'sub-sent': 'yes',
  'sub-accepted': 'yes',
  'sub-paid': 'yes',
}

/** An employee-like role, except that the contractor's company may send, and pays, a substitute. */
export const INSIDE_BUT_FOR_SUBSTITUTION_PATH: Path = {
  ...INSIDE_PATH,
  'sub-reject': 'no',
  'sub-pay': 'yes',
}

/** Thin evidence, but no obligation beyond the agreed deliverables. */
export const BORDERLINE_WITHOUT_MUTUALITY_PATH: Path = {
  ...BORDERLINE_PATH,
  'biz-insurance': 'no',
  'mut-deliverables': 'yes',
  'mut-idle': 'no',
  'mut-extra': 'yes',
  'mut-end': 'dk',
}

/** A statutory director: the first answer ends the questionnaire. */
export const OFFICE_HOLDER_PATH: Path = { 'office-holder': 'yes' }

/** A valid SDS: issued by the end client with conclusion and reasons, received, made with care. */
export const VALID_SDS_PATH: Path = {
  'issued-by-client': 'yes',
  'states-conclusion': 'yes',
  'gives-reasons': 'yes',
  'reached-worker': 'yes',
  'reached-next-party': 'yes',
  individual: 'yes',
  'practices-considered': 'yes',
  'decision-maker': 'yes',
  changed: 'no',
  'disagreement-unanswered': 'no',
}
