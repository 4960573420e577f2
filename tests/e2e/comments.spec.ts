// Working together on an assessment (rules comments.threads, comments.rules, api.comments): a Partner
// Admin starts a comment on a question, is told the 2 to 250 characters, replies, marks the thread as resolved
// and reopens it. After each step the API is asked what it now holds.

import type { EngagementRecord } from '../../src/domain/assessments.ts'
import { COMMENT_MESSAGES, type CommentThread } from '../../src/domain/comments.ts'
import { apiCall, expectAccessible, screenshotIfAsked, selectedOrganisation, signInToOrganisation } from './support.ts'
import { expect, type Page, test } from './test.ts'

const shot = (page: Page, name: string) =>
  screenshotIfAsked(page, { path: `test-results/comments-${name}.png`, fullPage: true })

const questionnaire = (page: Page) => page.getByRole('region', { name: 'IR35 status determination' })

test('a Partner Admin starts a comment, replies, marks it as resolved and reopens it', async ({ page }) => {
  test.setTimeout(180_000)
  await signInToOrganisation(page, 'partner.admin', 'Acme Retail Group')

  // A role of its own, so no other spec's role is touched.
  const role = await apiCall<{ id: string }>(page, '/assessments/jobroles', {
    method: 'POST',
    body: {
      name: `Comment review ${Date.now().toString(36)}`,
      start_date: '2027-05-03',
      end_date: '2027-07-30',
      daily_rate: 550,
      organisation_id: await selectedOrganisation(page),
    },
  })
  await page.goto(`/edit-role/${role.id}`)
  await page.getByRole('button', { name: 'Commence assessment' }).click()
  await page
    .getByRole('alertdialog', { name: 'Before you start' })
    .getByRole('button', { name: 'Start assessment' })
    .click()
  await expect(questionnaire(page).getByText(/^Category 1 of \d+$/)).toBeVisible()
  const question = questionnaire(page).getByRole('listitem').first()
  const assessmentId = (await apiCall<EngagementRecord>(page, `/assessments/engagements/${role.id}`)).assessments[0]!.id
  const stored = () => apiCall<CommentThread[]>(page, `/assessments/assessments/${assessmentId}/comments`)
  const comments = question.getByRole('region', { name: 'Comments' })

  await test.step('start a comment: one character is refused with the spec’s message, then it is listed', async () => {
    const toggle = question.getByRole('button', { name: 'Comments (0 open)' })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(comments.getByText(COMMENT_MESSAGES.commentsEmpty)).toBeVisible()
    const start = comments.getByRole('form', { name: 'Start a comment' })
    await start.getByRole('textbox', { name: 'Comment' }).fill(' x ')
    await start.getByRole('button', { name: 'Start a comment' }).click()
    await expect(start.getByText(COMMENT_MESSAGES.remarkLength)).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'too-short')
    await start.getByRole('textbox', { name: 'Comment' }).fill('Does the contractor choose their own hours?')
    await start.getByRole('button', { name: 'Start a comment' }).click()
    await expect(comments.getByText('Does the contractor choose their own hours?')).toBeVisible()
    await expect(comments.getByText(/Adam Noble · Acme Retail Group · \d\d\/\d\d\/\d{4} \d\d:\d\d/)).toBeVisible()
    await expect(question.getByRole('button', { name: 'Comments (1 open)' })).toBeVisible()
    expect(await stored()).toMatchObject([
      { resolved: false, remarks: [{ text: 'Does the contractor choose their own hours?', first_name: 'Adam' }] },
    ])
  })

  await test.step('reply, then mark as resolved: the thread says who resolved it', async () => {
    const reply = comments.getByRole('form', { name: 'Reply to this comment' })
    await reply.getByRole('textbox', { name: 'Reply' }).fill('Yes, within the client’s opening hours.')
    await reply.getByRole('button', { name: 'Reply' }).click()
    await expect(comments.getByText('Yes, within the client’s opening hours.')).toBeVisible()
    await reply.getByRole('button', { name: 'Mark as resolved' }).click()
    await expect(comments.getByText('Marked as Resolved by Adam Noble')).toBeVisible()
    await expect(comments.getByRole('form', { name: 'Reply to this comment' })).toHaveCount(0)
    await expect(question.getByRole('button', { name: 'Comments (0 open)' })).toBeVisible()
    const [thread] = await stored()
    expect(thread).toMatchObject({ resolved: true })
    expect(thread!.remarks.map((remark) => remark.kind)).toEqual(['reply', 'reply', 'resolve'])
    await expectAccessible(page)
    await shot(page, 'resolved')
  })

  await test.step('reopen it on the last remark: the thread says who reopened it and takes replies again', async () => {
    await comments.getByRole('button', { name: 'Reopen comment' }).click()
    await expect(comments.getByText('Reopened by Adam Noble')).toBeVisible()
    await expect(comments.getByRole('form', { name: 'Reply to this comment' })).toBeVisible()
    await expect(question.getByRole('button', { name: 'Comments (1 open)' })).toBeVisible()
    const [thread] = await stored()
    expect(thread).toMatchObject({ resolved: false })
    expect(thread!.remarks.at(-1)).toMatchObject({ kind: 'reopen', first_name: 'Adam' })
    await expectAccessible(page)
    await shot(page, 'reopened')
  })
})
