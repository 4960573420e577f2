// How CEST reads one decision table: a rule fits when each cell it fills equals the answer given for that
// field, and the first fitting rule in file order gives the result.

/** A rule's condition on one field: an answer it requires, or null when any answer (or none) will do. */
export type DecisionCell = string | boolean | null

/** One rule: a cell per field of its table, then the result it gives. */
export type DecisionRule = readonly [when: readonly DecisionCell[], result: string]

export type DecisionTable = {
  /** The answer fields the rules read, in column order. */
  readonly fields: readonly string[]
  /** In file order: the first rule that fits wins. */
  readonly rules: readonly DecisionRule[]
}

/** Answers by field name; a field not answered is absent. */
export type DecisionAnswers = { readonly [field: string]: string | boolean | undefined }

const fits = (table: DecisionTable, when: readonly DecisionCell[], answers: DecisionAnswers) =>
  when.every((cell, column) => cell === null || answers[table.fields[column]!] === cell)

/** The result of the first rule that fits the answers, or undefined when none does. */
export const firstFittingResult = (table: DecisionTable, answers: DecisionAnswers): string | undefined =>
  table.rules.find(([when]) => fits(table, when, answers))?.[1]
