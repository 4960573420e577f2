// The questionnaire machine walked through its screen: a Partner Admin answers a role's assessment, and at every
// step the page shows what the machine says comes next (the category and its place, the questions revealed, the
// answers chosen, which buttons are offered and enabled, the dialogs, the result). Between them the journeys take
// every transition of the questionnaire: the start prompt and its Cancel, paging, validation, Save progress
// (and a save refused because another tab saved first), leaving with and without unsaved answers, the override
// answer, a submit refused and one accepted, viewing the answers, and a reopened assessment's confirmation.

import type { SnapshotFrom } from 'xstate'
import { type QuestionnaireInput, questionnaireMachine } from '../../machines/questionnaire.machine.ts'
import type { AssessmentRecord, EngagementRecord } from '../../src/domain/assessments.ts'
import { ENGAGEMENT_MESSAGES } from '../../src/domain/assessments.ts'
import {
  type Answer,
  type Question,
  type QuestionSet,
  visibleCategories,
  visibleQuestions,
} from '../../src/domain/questionnaire.ts'
import { apiCall, expectAccessible, selectedOrganisation, signInToOrganisation } from './support.ts'
import { expect, type Page, test } from './test.ts'
import { ViewWalk } from './view-walk.ts'

/** A demo role of Acme Retail Group that no other spec uses, never assessed. */
const ROLE_REFERENCE = 'ACME_R131'

type Snapshot = SnapshotFrom<typeof questionnaireMachine>

type WireAnswer = { id: string; title: string; override?: boolean | null; questions?: WireQuestion[] | null }
type WireQuestion = { id: string; title: string; respondent: 'CLIENT' | 'CONTRACTOR'; answers: WireAnswer[] }
type WireQuestionSet = {
  id: string
  version: string
  title: string
  categories: { id: string; title: string; questions: WireQuestion[] }[]
}

// The question set as the page reads it: absent rather than null.
const questionOf = (wire: WireQuestion): Question => ({
  id: wire.id,
  title: wire.title,
  respondent: wire.respondent,
  answers: wire.answers.map(
    (answer): Answer => ({
      id: answer.id,
      title: answer.title,
      ...(answer.override ? { override: true } : {}),
      ...(answer.questions?.length ? { questions: answer.questions.map(questionOf) } : {}),
    }),
  ),
})
const questionSetOf = (wire: WireQuestionSet): QuestionSet => ({
  id: wire.id,
  version: wire.version,
  categories: wire.categories.map((category) => ({
    id: category.id,
    title: category.title,
    questions: category.questions.map(questionOf),
  })),
})

/** The answer of a top-level question, by the question's place in its category and the answer's title. */
const answerIn = (set: QuestionSet, categoryId: string, questionIndex: number, title: string) => {
  const question = set.categories.find((category) => category.id === categoryId)?.questions[questionIndex]
  const answer = question?.answers.find((candidate) => candidate.title === title)
  if (!answer) throw new Error(`No answer ${title} to question ${questionIndex} of ${categoryId}`)
  return answer
}

const engagementOf = (page: Page, id: string) => apiCall<EngagementRecord>(page, `/assessments/engagements/${id}`)
const currentOf = async (page: Page, id: string): Promise<AssessmentRecord> => {
  const current = (await engagementOf(page, id)).assessments[0]
  expect(current, 'the role has a current assessment').toBeDefined()
  return current!
}

const resultPanel = (page: Page) => page.getByRole('region', { name: 'IR35 Assessment Result' })
const mainLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true })

const isAnswersPost = (url: string, method: string) => method === 'POST' && /\/assessments\/[^/]+\/answers$/.test(url)

test('the questionnaire walked through its screen on a role', async ({ page }) => {
  test.setTimeout(180_000)
  await signInToOrganisation(page, 'northbridge.admin', 'Acme Retail Group')
  const roles = await apiCall<{ items: { id: string; name: string }[] }>(
    page,
    `/assessments/jobroles?org_id=${await selectedOrganisation(page)}&search=${ROLE_REFERENCE}`,
  )
  const role = roles.items[0]!
  expect((await engagementOf(page, role.id)).assessments).toEqual([])
  const rolePage = `/edit-role/${role.id}`
  const roleUrl = new RegExp(`${rolePage}$`)
  const rolesUrl = /\/roles$/

  // What a new assessment is answered against: the newest FULL question set.
  const wire = await apiCall<WireQuestionSet>(page, '/assessments/question-sets/type/FULL')
  const set = questionSetOf(wire)
  const region = page.getByRole('region', { name: wire.title })
  // On screen, though hidden from the accessibility tree while a dialog is open.
  const mounted = page.locator('section[aria-labelledby^="questionnaire-"]')
  const button = (name: string) => region.getByRole('button', { name, exact: true })
  const choice = (answerId: string) => region.locator(`[data-answer-id="${answerId}"]`)
  const dialog = (name: string) => page.getByRole('alertdialog', { name })

  /** What the page shows for each state the questionnaire can be in while it is on screen. */
  const shows = async (next: Snapshot) => {
    const { context } = next
    if (next.matches('startPrompt')) return expect(dialog('Before you start')).toBeVisible()
    if (next.matches('confirmingSubmit')) return expect(dialog('Submit the changed answers?')).toBeVisible()
    if (next.matches('confirmingLeave')) return expect(dialog(ENGAGEMENT_MESSAGES.leavePage)).toBeVisible()
    if (next.matches('submitted')) {
      await expect(resultPanel(page)).toBeVisible()
      return expect(region).toHaveCount(0)
    }
    expect(next.matches('answering') || next.matches('viewing'), `${JSON.stringify(next.value)} is on screen`).toBe(
      true,
    )
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    const categories = visibleCategories(set, context.selectedAnswerIds, context.viewer)
    const position = categories.findIndex((category) => category.id === context.categoryId)
    expect(position).toBeGreaterThanOrEqual(0)
    await expect(region.getByRole('heading', { level: 3, name: categories[position]!.title })).toBeVisible()
    await expect(region.getByText(/^Category \d+ of \d+$/)).toHaveText(
      `Category ${position + 1} of ${categories.length}`,
    )
    // The questions revealed on this page, and the answers chosen among them.
    const questions = visibleQuestions(set, context.selectedAnswerIds, context.viewer, context.categoryId ?? '')
    await expect(region.getByRole('radiogroup')).toHaveCount(questions.length)
    const onPage = new Set(questions.flatMap((placed) => placed.question.answers.map((answer) => answer.id)))
    const chosen = context.selectedAnswerIds.filter((id) => onPage.has(id)).sort()
    await expect
      .poll(() =>
        region
          .getByRole('radio', { checked: true })
          .evaluateAll((radios) => radios.map((radio) => (radio as HTMLElement).dataset.answerId).sort()),
      )
      .toEqual(chosen)
    // A failed submit marks its first unanswered question until the next answer; while its page is on screen, the
    // question is highlighted.
    const marked = context.firstUnansweredQuestionId
    if (marked && questions.some((placed) => placed.question.id === marked))
      await expect(page.locator(`#question-${marked}`)).toHaveAttribute('data-unanswered', 'true')
    const overridden = next.matches({ answering: 'overridden' })
    await expect(region.getByText('The answer you have chosen ensures IR35 applies.', { exact: false })).toHaveCount(
      overridden ? 1 : 0,
    )
    for (const [name, event] of [
      ['Previous', 'page.previous'],
      ['Next', 'page.next'],
    ] as const) {
      if (overridden) await expect(button(name)).toHaveCount(0)
      else if (next.can({ type: event })) await expect(button(name)).toBeEnabled()
      else await expect(button(name)).toBeDisabled()
    }
    if (next.matches('viewing')) {
      await expect(region.getByText('Viewing answers (read-only)', { exact: false })).toBeVisible()
      if (questions.length > 0) await expect(region.getByRole('radio').first()).toBeDisabled()
      await expect(button('Submit')).toHaveCount(0)
      return expect(button('Close')).toBeVisible()
    }
    await expect(button('Submit')).toBeEnabled()
    const saving = context.canSaveProgress && !overridden
    if (saving) await expect(button('Save progress')).toBeEnabled()
    else await expect(button('Save progress')).toHaveCount(0)
    await expect(region.getByText('This assessment has been reopened', { exact: false })).toHaveCount(
      context.mode === 'reopen' ? 1 : 0,
    )
  }
  const walk = new ViewWalk(questionnaireMachine, shows)

  /** How the page opens the questionnaire to answer: from the current assessment as the server holds it. */
  const answering = async (
    opening: Pick<QuestionnaireInput, 'mode' | 'canSaveProgress' | 'showStartPrompt'>,
  ): Promise<QuestionnaireInput> => {
    const current = await currentOf(page, role.id)
    expect(current.question_set_id).toBe(set.id)
    return {
      questionSet: set,
      // A role has no contractor to ask: the client sees, and may answer, the contractor's questions too.
      viewer: 'CLIENT_FOR_CONTRACTOR',
      ...opening,
      selectedAnswerIds: current.in_progress_answer_ids.length ? current.in_progress_answer_ids : current.answer_ids,
      lastCategoryId: current.last_category_id,
    }
  }
  const openRole = async () => {
    await page.goto(rolePage)
    await expect(mounted).toBeAttached()
  }
  const started = { mode: 'edit', canSaveProgress: true, showStartPrompt: false } as const
  const select = (answer: Answer) =>
    walk.step({ type: 'answer.select', answerId: answer.id }, () => choice(answer.id).click())
  const leaveTo = (name: string) => () => mainLink(page, name).click()
  const closedTo = (url: RegExp) => async () => {
    await expect(page).toHaveURL(url)
    await expect(region).toHaveCount(0)
  }
  /** Another tab saves the answers the server holds: the page's version is now stale. */
  const saveElsewhere = async () => {
    const current = await currentOf(page, role.id)
    await apiCall(page, `/assessments/assessments/${current.id}/answers`, {
      method: 'POST',
      body: {
        contractor_engagement_id: role.id,
        question_set_id: current.question_set_id,
        submitted: false,
        submitted_by: 'CLIENT',
        answer_ids: current.in_progress_answer_ids,
        last_category_id: current.last_category_id,
        version: current.version,
      },
    })
  }
  /** The answers the page sends: the machine's, with the category on screen. */
  const sends = async (expected: Snapshot, submitted: boolean, click: () => Promise<void>, status: number) => {
    const response = page.waitForResponse((answer) => isAnswersPost(answer.url(), answer.request().method()))
    await click()
    const answer = await response
    const body = answer.request().postDataJSON() as { submitted: boolean; answer_ids: string[] }
    expect(body).toMatchObject({ submitted, submitted_by: 'CLIENT', last_category_id: expected.context.categoryId })
    expect([...body.answer_ids].sort()).toEqual([...expected.context.selectedAnswerIds].sort())
    expect(answer.status()).toBe(status)
  }

  const officeNo = answerIn(set, 'office', 0, 'No')
  const officeYes = answerIn(set, 'office', 0, 'Yes')
  expect(officeYes.override).toBe(true)
  const substituteYes = answerIn(set, 'substitution', 0, 'Yes')

  await test.step('a new assessment: the start prompt, Cancel, then Start', async () => {
    await page.goto(rolePage)
    await walk.start(
      async () => {
        await page.getByRole('button', { name: 'Commence assessment' }).click()
        await expect(mounted).toBeAttached()
      },
      () => answering({ mode: 'edit', canSaveProgress: true, showStartPrompt: true }),
    )
    await expectAccessible(page)
    await walk.step(
      { type: 'prompt.cancel' },
      () => dialog('Before you start').getByRole('button', { name: 'Cancel' }).click(),
      closedTo(rolesUrl),
    )
    await walk.start(
      () => openRole(),
      () => answering({ mode: 'edit', canSaveProgress: true, showStartPrompt: true }),
    )
    await walk.step({ type: 'prompt.continue' }, () =>
      dialog('Before you start').getByRole('button', { name: 'Start assessment' }).click(),
    )
  })

  await test.step('Submit with nothing answered, paging, an answer, Save progress, and leaving', async () => {
    await walk.step(
      { type: 'answers.submit' },
      () => button('Submit').click(),
      async (next) => {
        await shows(next)
        expect(next.context.firstUnansweredQuestionId).not.toBeNull()
        await expect(page.locator(`#question-${next.context.firstUnansweredQuestionId}`)).toBeFocused()
      },
    )
    await walk.step({ type: 'page.next' }, () => button('Next').click())
    await walk.step({ type: 'page.previous' }, () => button('Previous').click())
    await select(officeNo)
    await walk.steps([{ type: 'progress.save' }, { type: 'save.succeeded' }], async (expected) => {
      await sends(expected, false, () => button('Save progress').click(), 200)
      await expect(page.getByText('Your answers so far are saved.')).toBeVisible()
    })
    expect((await currentOf(page, role.id)).in_progress_answer_ids).toEqual([officeNo.id])
    // Nothing unsaved: the page leaves without asking.
    await walk.step({ type: 'questionnaire.leave' }, leaveTo('Roles'), closedTo(rolesUrl))
  })

  await test.step('continuing: leaving with an unsaved answer asks first; Stay, then Discard changes', async () => {
    await walk.start(
      () => openRole(),
      () => answering(started),
    )
    await walk.step({ type: 'page.next' }, () => button('Next').click())
    await select(substituteYes)
    await walk.step({ type: 'questionnaire.leave' }, leaveTo('Roles'), async (next) => {
      await shows(next)
      await expect(page).toHaveURL(roleUrl)
    })
    await walk.step({ type: 'leave.cancel' }, () =>
      dialog(ENGAGEMENT_MESSAGES.leavePage).getByRole('button', { name: 'Stay' }).click(),
    )
    await expect(page).toHaveURL(roleUrl)
    await walk.step({ type: 'questionnaire.leave' }, leaveTo('Roles'))
    await walk.step(
      { type: 'leave.confirm' },
      () => dialog(ENGAGEMENT_MESSAGES.leavePage).getByRole('button', { name: 'Discard changes' }).click(),
      closedTo(rolesUrl),
    )
    expect((await currentOf(page, role.id)).in_progress_answer_ids).toEqual([officeNo.id])
  })

  await test.step('another tab saved first: Save progress and Submit are refused, the answers stay', async () => {
    await walk.start(
      () => openRole(),
      () => answering(started),
    )
    await saveElsewhere()
    await walk.step({ type: 'page.next' }, () => button('Next').click())
    await select(substituteYes)
    await walk.steps([{ type: 'progress.save' }, { type: 'save.failed' }], async (expected) => {
      await sends(expected, false, () => button('Save progress').click(), 409)
      await expect(page.getByText('Conflict', { exact: true })).toBeVisible()
    })
    await walk.step({ type: 'page.previous' }, () => button('Previous').click())
    // The override answer ends the questionnaire: its warning, and only Submit.
    await select(officeYes)
    await walk.steps([{ type: 'answers.submit' }, { type: 'submit.failed' }], (expected) =>
      sends(expected, true, () => button('Submit').click(), 409),
    )
    expect((await currentOf(page, role.id)).result).toBeNull()
    await walk.step({ type: 'questionnaire.leave' }, leaveTo('Roles'))
    await walk.step(
      { type: 'leave.confirm' },
      () => dialog(ENGAGEMENT_MESSAGES.leavePage).getByRole('button', { name: 'Discard changes' }).click(),
      closedTo(rolesUrl),
    )
  })

  await test.step('the override answer submitted: the result', async () => {
    await walk.start(
      () => openRole(),
      () => answering(started),
    )
    await select(officeYes)
    await walk.steps([{ type: 'answers.submit' }, { type: 'submit.succeeded' }], (expected) =>
      sends(expected, true, () => button('Submit').click(), 200),
    )
    const submitted = await currentOf(page, role.id)
    expect(submitted.status).toBe('Complete')
    expect(submitted.answer_ids).toEqual([officeYes.id])
    await expect(resultPanel(page).getByText(submitted.result!, { exact: true }).first()).toBeVisible()
  })

  await test.step('View answers: read-only pages, Close', async () => {
    await walk.start(
      () => resultPanel(page).getByRole('button', { name: 'View answers' }).click(),
      async () => ({
        ...(await answering({ mode: 'readOnly', canSaveProgress: false, showStartPrompt: false })),
        lastCategoryId: null,
      }),
    )
    await walk.step({ type: 'page.next' }, () => button('Next').click())
    await walk.step({ type: 'page.previous' }, () => button('Previous').click())
    await walk.step(
      { type: 'questionnaire.leave' },
      () => button('Close').click(),
      async () => {
        await expect(resultPanel(page)).toBeVisible()
        await expect(region).toHaveCount(0)
      },
    )
  })

  await test.step('reopened: Submit asks first; Cancel, then Submit', async () => {
    await walk.start(
      () => resultPanel(page).getByRole('button', { name: 'Reopen' }).click(),
      async () => {
        await expect(region.getByText('This assessment has been reopened', { exact: false })).toBeVisible()
        return answering({ mode: 'reopen', canSaveProgress: false, showStartPrompt: false })
      },
    )
    await expectAccessible(page)
    await walk.step({ type: 'answers.submit' }, () => button('Submit').click())
    await walk.step({ type: 'submit.cancel' }, () =>
      dialog('Submit the changed answers?').getByRole('button', { name: 'Cancel' }).click(),
    )
    await walk.step({ type: 'answers.submit' }, () => button('Submit').click())
    await walk.steps([{ type: 'submit.confirm' }, { type: 'submit.succeeded' }], (expected) =>
      sends(
        expected,
        true,
        () => dialog('Submit the changed answers?').getByRole('button', { name: 'Submit' }).click(),
        200,
      ),
    )
    expect((await engagementOf(page, role.id)).status).toBe('Complete')
  })
})
