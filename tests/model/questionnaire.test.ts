import { describe, expect, it } from 'vitest'
import type { EventFromLogic, InputFrom } from 'xstate'
import { questionnaireMachine } from '#machines/questionnaire.machine'
import { modelSuite } from './model-suite.ts'
import { FIXTURE, questionnaireWalk } from './questionnaire.walk.ts'

type QuestionnaireEvent = EventFromLogic<typeof questionnaireMachine>
type QuestionnaireInput = InputFrom<typeof questionnaireMachine>

const client: QuestionnaireInput = { questionSet: FIXTURE, viewer: 'CLIENT', mode: 'edit', canSaveProgress: true }
const contractor: QuestionnaireInput = { questionSet: FIXTURE, viewer: 'CONTRACTOR', mode: 'edit' }
const reopen: QuestionnaireInput = { ...client, mode: 'reopen', selectedAnswerIds: ['q1-no', 'q4-no'] }
const select = (answerId: string): QuestionnaireEvent => ({ type: 'answer.select', answerId })

describe('questionnaire machine', () => {
  const { replay } = modelSuite(questionnaireMachine, questionnaireWalk)

  it('pages through the categories the viewer sees, skipping hidden ones', () => {
    expect(replay([], client).context.categoryId).toBe('control')
    expect(replay([{ type: 'page.next' }], client).context.categoryId).toBe('office')
    expect(replay([{ type: 'page.next' }], client).can({ type: 'page.next' })).toBe(false)
    expect(replay([{ type: 'page.next' }, { type: 'page.previous' }], client).context.categoryId).toBe('control')
    expect(replay([{ type: 'page.next' }], contractor).context.categoryId).toBe('substitution')
    expect(replay([{ type: 'page.next' }], contractor).can({ type: 'page.next' })).toBe(false)
  })

  it("hides the contractor's questions from the client, and the client's from the contractor", () => {
    expect(replay([], client).can(select('q2-yes'))).toBe(false)
    expect(replay([], contractor).can(select('q2-yes'))).toBe(true)
    expect(replay([], contractor).can(select('q1-yes'))).toBe(false)
  })

  it('reveals child questions to the third level and clears them when the parent answer changes', () => {
    expect(replay([], client).can(select('q1a-yes'))).toBe(false)
    const deep = replay([select('q1-yes'), select('q1a-yes'), select('q1a-i-no')], client)
    expect(deep.context.selectedAnswerIds).toEqual(['q1-yes', 'q1a-yes', 'q1a-i-no'])
    const switched = replay([select('q1-yes'), select('q1a-yes'), select('q1a-i-no'), select('q1-no')], client)
    expect(switched.context.selectedAnswerIds).toEqual(['q1-no'])
  })

  it('selects exclusively among siblings and deselects on a second click', () => {
    expect(replay([select('q4-no'), select('q4-dk')], client).context.selectedAnswerIds).toEqual(['q4-dk'])
    expect(replay([select('q4-no'), select('q4-no')], client).context.selectedAnswerIds).toEqual([])
  })

  it('ends the questionnaire early on an override answer: only Submit remains', () => {
    const overridden = replay([select('q4-yes')], client)
    expect(overridden.value).toEqual({ answering: 'overridden' })
    expect(overridden.can({ type: 'page.previous' })).toBe(false)
    expect(overridden.can({ type: 'progress.save' })).toBe(false)
    expect(replay([select('q4-yes'), { type: 'answers.submit' }], client).value).toBe('submitting')
    expect(replay([select('q4-yes'), select('q4-yes')], client).value).toEqual({ answering: 'paging' })
  })

  it('scrolls to the first unanswered visible question when the answers are incomplete', () => {
    const failed = replay([{ type: 'page.next' }, select('q4-no'), { type: 'answers.submit' }], client)
    expect(failed.value).toEqual({ answering: 'paging' })
    expect(failed.context).toMatchObject({ firstUnansweredQuestionId: 'q1', categoryId: 'control' })
    const nested = replay([select('q1-yes'), select('q4-no'), { type: 'answers.submit' }], client)
    expect(nested.context.firstUnansweredQuestionId).toBe('q1a')
    expect(replay([select('q1-no'), select('q4-no'), { type: 'answers.submit' }], client).value).toBe('submitting')
  })

  it('saves progress only where it is offered, and clears the unsaved flag', () => {
    const saved = replay([select('q1-no'), { type: 'progress.save' }, { type: 'save.succeeded' }], client)
    expect(saved.context.dirty).toBe(false)
    expect(replay([], reopen).can({ type: 'progress.save' })).toBe(false)
  })

  it('asks for confirmation before submitting in reopen mode', () => {
    expect(replay([{ type: 'answers.submit' }], reopen).value).toBe('confirmingSubmit')
    expect(replay([{ type: 'answers.submit' }, { type: 'submit.cancel' }], reopen).value).toEqual({
      answering: 'paging',
    })
    expect(replay([{ type: 'answers.submit' }, { type: 'submit.confirm' }], reopen).value).toBe('submitting')
  })

  it('warns before leaving with unsaved answers', () => {
    expect(replay([select('q1-no'), { type: 'questionnaire.leave' }], client).value).toBe('confirmingLeave')
    expect(replay([{ type: 'questionnaire.leave' }], client).value).toBe('closed')
  })

  it('opens with the prompt when asked, and read-only for View answers', () => {
    expect(replay([], { ...client, showStartPrompt: true }).value).toBe('startPrompt')
    const viewing = replay([], { ...client, mode: 'readOnly', selectedAnswerIds: ['q1-no'] })
    expect(viewing.value).toBe('viewing')
    expect(viewing.can(select('q1-yes'))).toBe(false)
  })
})
