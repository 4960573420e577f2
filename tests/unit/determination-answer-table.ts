// The appendix of docs/determination.md, rendered from the FULL question set: one row per question, with the
// evidence each answer gives and its CEST fact.
import { FULL_1_0_1 } from '#domain/question-sets/full-1.0.1'
import type { Answer, Question } from '#domain/questionnaire'

const evidenceOf = (answer: Answer) => {
  const lean = answer.override
    ? 'override: Inside'
    : answer.lean
      ? `${answer.lean.towards === 'INSIDE' ? 'Inside' : 'Outside'} ${answer.lean.weight}`
      : answer.questions?.length
        ? 'follow-up'
        : 'no lean'
  return answer.cest ? `${lean}; \`${answer.cest.field} = ${String(answer.cest.value)}\`` : lean
}

const cellOf = (question: Question, title: string) => {
  const answer = question.answers.find((a) => a.title === title)
  return answer ? evidenceOf(answer) : 'not offered'
}

/** The appendix: per category, one row per question in page order, follow-ups after the answer revealing them. */
export const answerTable = (): string =>
  FULL_1_0_1.categories
    .map((category) => {
      const rows: string[] = []
      const visit = (question: Question, depth: number, after: string | null) => {
        const indent = depth > 1 ? `${'↳'.repeat(depth - 1)} (${after}) ` : ''
        const who = question.respondent === 'CONTRACTOR' ? ' *(contractor)*' : ''
        rows.push(
          `| ${indent}\`${question.id}\`${who} ${question.title} | ${cellOf(question, 'Yes')} | ${cellOf(question, 'No')} | ${cellOf(question, "Don't Know")} |`,
        )
        for (const answer of question.answers)
          for (const child of answer.questions ?? []) visit(child, depth + 1, answer.title)
      }
      for (const question of category.questions) visit(question, 1, null)
      const weight = category.weight
        ? `weight ${category.weight}${category.essential ? ', essential' : ''}`
        : 'not a factor'
      const section = category.questions.flatMap((q) => q.answers).find((a) => a.cest)?.cest?.section
      return [
        `#### ${category.title} (${weight}${section ? `; CEST section \`${section}\`` : ''})`,
        '',
        "| question | Yes | No | Don't Know |",
        '|---|---|---|---|',
        ...rows,
      ].join('\n')
    })
    .join('\n\n')
