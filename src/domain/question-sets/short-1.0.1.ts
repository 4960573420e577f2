// The SHORT question set, version 1.0.1: insurance validation. It checks that a status determination
// statement (SDS) issued elsewhere is a valid one (ITEPA 2003 s.61NA, HMRC ESM10012 to ESM10014), answered
// PASS or FAIL. An answer marked FAIL shows the SDS is not valid; CONCERN marks a doubt (docs/determination.md).
import type { QuestionSetDefinition } from '../questionnaire.ts'
import { question } from './build.ts'

export const SHORT_1_0_1: QuestionSetDefinition = {
  id: '1da5f056-e824-4fbe-9462-8cdacb3bb726',
  version: '1.0.1',
  type_code: 'SHORT',
  type: 'IVT',
  title: 'Insurance validation of a status determination statement',
  categories: [
    {
      id: 'sds-issuer',
      title: 'Who made the determination',
      advice:
        'Under the off-payroll rules the end client, the organisation the work is done for, must make the determination itself.',
      questions: [
        question({
          id: 'issued-by-client',
          title:
            'Was the status determination statement (SDS) issued by the end client, the organisation the work is done for?',
          help: "An SDS issued by an agency, a payroll company or the contractor's own company is not a valid determination, even if the end client agreed with it.",
          no: { sdsCheck: 'FAIL' },
          dontKnow: { sdsCheck: 'FAIL' },
        }),
      ],
    },
    {
      id: 'sds-content',
      title: 'What the SDS says',
      advice:
        'An SDS must state its conclusion and the reasons for it, so that the worker can understand and challenge it.',
      questions: [
        question({
          id: 'states-conclusion',
          title: 'Does the SDS state clearly whether the engagement is inside or outside IR35?',
          help: 'Advertising a role as inside or outside IR35 is not an SDS; the statement must give the conclusion for this engagement.',
          no: { sdsCheck: 'FAIL' },
        }),
        question({
          id: 'gives-reasons',
          title: 'Does the SDS give the reasons for its conclusion?',
          help: "The reasons must say enough about what was considered, such as substitution, control and financial risk, for the worker to understand and challenge them. 'Outside IR35' on its own is not enough.",
          no: { sdsCheck: 'FAIL' },
        }),
      ],
    },
    {
      id: 'sds-delivery',
      title: 'Who received it',
      advice:
        'The SDS must reach the worker and the party the end client contracts with; until it does, the end client stays liable for the tax.',
      questions: [
        question({
          id: 'reached-worker',
          title: 'Was the SDS given to the contractor?',
          help: "Given to the worker or to the worker's company, before the first payment for the work.",
          no: { sdsCheck: 'FAIL' },
          dontKnow: { sdsCheck: 'FAIL' },
        }),
        question({
          id: 'reached-next-party',
          title: 'Was the SDS given to the party the end client contracts with, such as the agency?',
          help: "If the end client contracts directly with the contractor's company, answer Yes.",
          no: { sdsCheck: 'FAIL' },
          dontKnow: { sdsCheck: 'CONCERN' },
        }),
      ],
    },
    {
      id: 'sds-care',
      title: 'Reasonable care',
      advice:
        'A determination made without reasonable care is not a valid determination. HMRC gives examples: blanket decisions for a group, ignoring how the work is really done, and not reconsidering after a change.',
      questions: [
        question({
          id: 'individual',
          title:
            'Was the determination made for this engagement, rather than as one decision for a whole group of contractors or roles?',
          help: 'A decision for a group of identical roles can be reasonable only if each engagement was checked to be the same in fact.',
          no: { sdsCheck: 'FAIL' },
          dontKnow: { sdsCheck: 'CONCERN' },
        }),
        question({
          id: 'practices-considered',
          title: 'Did the determination consider how the work is really done, and not only what the contract says?',
          help: 'For example by asking the hiring manager and the contractor about day-to-day working.',
          no: { sdsCheck: 'FAIL' },
          dontKnow: { sdsCheck: 'CONCERN' },
        }),
        question({
          id: 'decision-maker',
          title: 'Was the determination made or checked by someone who understands the employment status rules?',
          help: 'Someone trained in the off-payroll rules, or advised by someone who is.',
          no: { sdsCheck: 'CONCERN' },
          dontKnow: { sdsCheck: 'CONCERN' },
        }),
        question({
          id: 'changed',
          title: 'Have the contract terms or the way the work is done changed materially since the SDS was issued?',
          help: 'For example new duties, a new place of work, a change in who may do the work, or a new contract.',
          yes: {
            questions: [
              question({
                id: 'reconsidered',
                title: 'Was the determination reconsidered after the change?',
                help: 'Answer Yes if the end client looked at the determination again and issued a new SDS where the result changed.',
                no: { sdsCheck: 'FAIL' },
              }),
            ],
          },
          dontKnow: { sdsCheck: 'CONCERN' },
        }),
        question({
          id: 'disagreement-unanswered',
          title:
            'Has the contractor or the fee-payer disagreed with the SDS and waited more than 45 days without an answer?',
          help: 'The end client must answer a disagreement within 45 days, either confirming the SDS with reasons or issuing a new one.',
          yes: { sdsCheck: 'FAIL' },
          dontKnow: { sdsCheck: 'CONCERN' },
        }),
      ],
    },
  ],
}
