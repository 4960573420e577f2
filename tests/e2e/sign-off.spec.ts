// Sign-off review (rules signoff.panel, manual-review.screen, signoff.review, manual-review.flow): a Partner makes an
// Acme Retail Group contractor engagement with two reviewers, Sam (a Sign Off User) and a pending invitee who
// is not yet a user, and submits the client's answers, so it awaits review. Sam comments on a question,
// resolves and reopens it, is warned of the open comment when finalising and shown the comments, resolves it
// and finalises; the invitee follows the link e-mailed to them (read from the mailbox), which opens that review and
// nothing else, again after a reload and in another browser, and finalises, which sends the engagement on to
// distribution (the link then says the review is finished); the Partner's review panel reads "Sign-off complete"
// with both dates.

import type { EngagementRecord } from '../../src/domain/assessments.ts'
import { COMMENT_MESSAGES, unresolvedCommentsWarning } from '../../src/domain/comments.ts'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { type EngagementReviewers, REVIEW_MESSAGES, type ReviewerOptions } from '../../src/domain/reviewers.ts'
import { asProviderAdmin, linkIn, newestMail, uniqueEmail } from './mailbox.ts'
import {
  acceptTerms,
  apiAnswer,
  apiCall,
  expectAccessible,
  screenshotIfAsked,
  selectedOrganisation,
  signInToOrganisation,
} from './support.ts'
import { type Browser, expect, type Page, test } from './test.ts'

const ACME = 'Acme Retail Group'
const DATE = /^\d\d\/\d\d\/\d{4}$/

const shot = (page: Page, name: string) =>
  screenshotIfAsked(page, { path: `test-results/sign-off-${name}.png`, fullPage: true })

const signInAtAcme = async (page: Page, account: string) => {
  await signInToOrganisation(page, account, ACME)
}

/** As the Partner: a new engagement naming Sam and the invitee as reviewers, the client's answers submitted. */
const engagementAwaitingReview = async (page: Page, inviteeActorId: string) => {
  const organisationId = await selectedOrganisation(page)
  const full = await apiCall<QuestionSetDefinition>(page, '/assessments/question-sets/type/FULL')
  const contractors = await apiCall<{ items: { id: string }[] }>(
    page,
    `/actors/contractors?org_id=${organisationId}&page=1&page_size=10`,
  )
  const options = await apiCall<ReviewerOptions>(
    page,
    `/assessments/engagements/reviewer-options?organisation_id=${organisationId}`,
  )
  const reviewer = (firstName: string) => ({
    ActorId: options.actors.find((actor) => actor.first_name === firstName)!.id,
    OrganisationId: organisationId,
  })
  const contractorId = contractors.items[0]!.id
  const created = await apiCall<{ id: string }>(page, '/assessments/engagements', {
    method: 'POST',
    body: {
      contractor_id: contractorId,
      organisation_id: organisationId,
      question_set_id: full.id,
      name: `Sign-off review ${Date.now().toString(36)}`,
      end_client_id: organisationId,
      start_date: '2027-02-01',
      end_date: '2027-04-30',
      daily_rate: 650,
      reviewers: [reviewer('Sam'), { ActorId: inviteeActorId, OrganisationId: organisationId }],
    },
  })
  const engagement = await apiCall<EngagementRecord>(page, `/assessments/engagements/${created.id}`)
  await apiCall(page, `/assessments/assessments/${engagement.assessments[0]!.id}/answers`, {
    method: 'POST',
    body: {
      contractor_engagement_id: engagement.id,
      question_set_id: full.id,
      submitted: true,
      submitted_by: 'CLIENT',
      answer_ids: answerEvery(full, 'CLIENT', leaningTowards('OUTSIDE')),
    },
  })
  const inReview = await apiCall<EngagementRecord>(page, `/assessments/engagements/${created.id}`)
  expect(inReview.status).toBe('Awaiting Review')
  return { engagementId: created.id, contractorId, name: engagement.name }
}

const reviewerPage = async (browser: Browser, account: string) => {
  const page = await (await browser.newContext()).newPage()
  await signInAtAcme(page, account)
  return page
}

const myRecord = async (page: Page, engagementId: string) =>
  (await apiCall<EngagementReviewers>(page, `/assessments/engagements/${engagementId}/reviewers`)).items.find(
    (reviewer) => reviewer.is_mine,
  )!

const finaliseBlock = (page: Page) => page.getByRole('region', { name: 'Your review' })
const tickFinished = async (page: Page) => {
  const box = finaliseBlock(page).getByRole('checkbox', { name: REVIEW_MESSAGES.finishedReviewingLabel })
  // Ark's checkbox keeps the real input visually hidden: tick it as a keyboard user does.
  await box.focus()
  await page.keyboard.press('Space')
  await expect(box).toBeChecked()
}

test('a Sign Off User and a reviewer by e-mailed link review, comment and finalise; the Partner sees the sign-off complete', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const admin = await asProviderAdmin(baseURL!)
  const inviteeEmail = uniqueEmail('link.reviewer')
  const invite = await admin.inviteWithRole(inviteeEmail, await admin.organisationId(ACME), 'Sign Off User')
  await signInAtAcme(page, 'partner')
  const { engagementId, contractorId, name } = await engagementAwaitingReview(page, invite.actor_id)

  const sam = await reviewerPage(browser, 'sign.off.user')
  const samsHeading = sam.getByRole('heading', { level: 1, name: `Review: ${name}` })

  await test.step('Sam finds the review on his landing page and on the board, and sees what he signs off', async () => {
    const waiting = sam.getByRole('region', { name: /Awaiting your review/ })
    await expect(waiting.getByRole('link', { name: `Review ${name}` })).toBeVisible()
    await shot(sam, 'awaiting-your-review')
    // The board's card opens the review too, where the engagement's own page would refuse him.
    await sam.getByRole('region', { name: 'Progress board' }).getByRole('link', { name, exact: true }).click()
    await expect(samsHeading).toBeVisible()
    await sam.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Progress' }).click()
    await waiting.getByRole('link', { name: `Review ${name}` }).click()
    await expect(samsHeading).toBeVisible()
    const result = sam.getByRole('region', { name: 'IR35 Assessment Result' })
    await expect(result.getByText('Overall result')).toBeVisible()
    await expect(result.getByText('Potential financial exposure')).toBeVisible()
    await expect(result.getByText(/HMRC CEST equivalent/)).toBeVisible()
    // The answers open at their first category.
    await expect(sam.getByText(/^Category 1 of \d+$/)).toBeVisible()
    await expectAccessible(sam)
    await shot(sam, 'review-result')
  })

  await test.step('a page his role may not open says so where he asked for it', async () => {
    await sam.goto('/direct-contractors')
    await expect(sam.getByRole('heading', { level: 1, name: 'You cannot open this page' })).toBeVisible()
    await expect(sam.getByText('You are signed in as Sign Off User')).toBeVisible()
    await expect(sam).toHaveURL(/\/direct-contractors$/)
    await expectAccessible(sam)
    await shot(sam, 'refused')
    await sam.getByRole('link', { name: 'Go to Homepage' }).click()
    await sam
      .getByRole('region', { name: /Awaiting your review/ })
      .getByRole('link', { name: `Review ${name}` })
      .click()
    await expect(samsHeading).toBeVisible()
  })
  const panel = sam.getByRole('region', { name: 'Review', exact: true })
  await expect(panel.getByRole('status').filter({ hasText: REVIEW_MESSAGES.panelUnderway })).toBeVisible()
  await expect(panel.getByRole('row')).toHaveCount(3)
  const question = sam.getByRole('region', { name: 'IR35 status determination' }).getByRole('listitem').first()
  const comments = question.getByRole('region', { name: 'Comments' })

  await test.step('Sam starts a comment on a question of the read-only answers, resolves and reopens it', async () => {
    await question.getByRole('button', { name: 'Comments (0 open)' }).click()
    const start = comments.getByRole('form', { name: 'Start a comment' })
    await start.getByRole('textbox', { name: 'Comment' }).fill('Is the substitution clause ever used?')
    await start.getByRole('button', { name: 'Start a comment' }).click()
    await expect(comments.getByText('Is the substitution clause ever used?')).toBeVisible()
    await comments.getByRole('button', { name: 'Mark as resolved' }).click()
    await expect(comments.getByText('Marked as Resolved by Sam Okafor')).toBeVisible()
    await comments.getByRole('button', { name: 'Reopen comment' }).click()
    await expect(comments.getByText('Reopened by Sam Okafor')).toBeVisible()
    await expect(question.getByRole('button', { name: 'Comments (1 open)' })).toBeVisible()
    await expectAccessible(sam)
    await shot(sam, 'commented')
  })

  await test.step('finalising asks for the box, then warns of the open comment; declining shows the comments', async () => {
    await finaliseBlock(sam).getByRole('button', { name: REVIEW_MESSAGES.finaliseReview }).click()
    await expect(finaliseBlock(sam).getByText(REVIEW_MESSAGES.finishedReviewingRequired)).toBeVisible()
    await tickFinished(sam)
    await finaliseBlock(sam).getByRole('button', { name: REVIEW_MESSAGES.finaliseReview }).click()
    const confirm = sam.getByRole('alertdialog', { name: REVIEW_MESSAGES.finaliseReview })
    await expect(confirm.getByText(unresolvedCommentsWarning(1))).toBeVisible()
    await shot(sam, 'unresolved-warning')
    await confirm.getByRole('button', { name: 'No' }).click()
    const all = sam.getByRole('region', { name: 'All comments' })
    await expect(all).toBeInViewport()
    await expect(all.getByRole('button', { name: 'All comments (1 open)' })).toHaveAttribute('aria-expanded', 'true')
    await expect(all.getByText('Is the substitution clause ever used?')).toBeVisible()
    await shot(sam, 'comments-shown')
    expect((await myRecord(sam, engagementId)).status).toBe('Opened')
  })

  await test.step('Sam resolves the comment and finalises', async () => {
    const all = sam.getByRole('region', { name: 'All comments' })
    await all.getByRole('button', { name: 'Mark as resolved' }).click()
    await expect(all.getByRole('button', { name: 'All comments (0 open)' })).toBeVisible()
    await finaliseBlock(sam).getByRole('button', { name: REVIEW_MESSAGES.finaliseReview }).click()
    const confirm = sam.getByRole('alertdialog', { name: REVIEW_MESSAGES.finaliseReview })
    await expect(confirm.getByText(COMMENT_MESSAGES.finaliseConfirm)).toBeVisible()
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await expect(sam.getByText(REVIEW_MESSAGES.completed)).toBeVisible()
    await expect(finaliseBlock(sam)).toHaveCount(0)
    expect((await myRecord(sam, engagementId)).status).toBe('Completed')
    await expectAccessible(sam)
    await shot(sam, 'sam-completed')
  })

  await test.step('the invitee follows the e-mailed link, is in this review only, keeps it on reload, and finalises', async () => {
    const mail = await newestMail(admin, inviteeEmail, /asks you to sign off the IR35 assessment/)
    const link = linkIn(mail, /\/review\?state=/)
    expect(link).not.toContain(engagementId)
    const review = new RegExp(`/review/${engagementId}$`)
    const heading = (page: Page) => page.getByRole('heading', { level: 1, name: `Review: ${name}` })
    const invitee = await (await browser.newContext()).newPage()
    await invitee.goto(link)
    // The link alone opens the review (no password asked); a new person accepts the terms first.
    await acceptTerms(invitee)
    await expect(invitee).toHaveURL(review)
    await expect(heading(invitee)).toBeVisible()
    // The link's session reaches nothing but this review.
    const elsewhere = await apiAnswer(invitee, '/assessments/engagements')
    expect(elsewhere).toEqual({
      status: 403,
      body: expect.objectContaining({ message: REVIEW_MESSAGES.linkOnlyReview }),
    })
    // A reload resumes the link's session on the review: not the sign-in page, not the terms again.
    await invitee.reload()
    await expect(heading(invitee)).toBeVisible()
    await expect(invitee).toHaveURL(review)
    await expect(invitee.getByRole('heading', { name: 'Sign in' })).toHaveCount(0)
    await expect(invitee.getByRole('heading', { name: 'Updated Terms and Conditions' })).toHaveCount(0)
    // Until the review is signed off, the link opens it again, in another browser too (the terms are accepted).
    const secondBrowser = await browser.newContext()
    const reopened = await secondBrowser.newPage()
    await reopened.goto(link)
    await expect(heading(reopened)).toBeVisible()
    await expect(reopened).toHaveURL(review)
    await expect(reopened.getByRole('heading', { name: 'Updated Terms and Conditions' })).toHaveCount(0)
    await secondBrowser.close()
    await tickFinished(invitee)
    await finaliseBlock(invitee).getByRole('button', { name: REVIEW_MESSAGES.finaliseReview }).click()
    const confirm = invitee.getByRole('alertdialog', { name: REVIEW_MESSAGES.finaliseReview })
    await expect(confirm.getByText(COMMENT_MESSAGES.finaliseConfirm)).toBeVisible()
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await expect(invitee.getByText(REVIEW_MESSAGES.completed)).toBeVisible()
    const facts = invitee.getByRole('region', { name: 'Engagement details' })
    await expect(facts.getByText('Awaiting Distribution')).toBeVisible()
    await expect(
      invitee
        .getByRole('region', { name: 'Review', exact: true })
        .getByRole('status')
        .filter({ hasText: REVIEW_MESSAGES.panelComplete }),
    ).toBeVisible()
    await expectAccessible(invitee)
    await shot(invitee, 'link-reviewer-completed')
    // Signed off: the same link now says the review is finished, and opens nothing.
    const again = await (await browser.newContext()).newPage()
    await again.goto(link)
    await expect(again.getByRole('alert')).toHaveText(REVIEW_MESSAGES.linkFinished)
    await expectAccessible(again)
  })

  await test.step('the Partner sees the review panel complete, with both review dates', async () => {
    await page.goto(`/edit-contractor/${contractorId}/edit-engagement/${engagementId}`)
    const review = page.getByRole('region', { name: 'Review', exact: true })
    await expect(review.getByRole('status').filter({ hasText: REVIEW_MESSAGES.panelComplete })).toBeVisible()
    for (const reviewer of ['Sam Okafor', inviteeEmail]) {
      const row = review.getByRole('row').filter({ hasText: reviewer })
      await expect(row.getByRole('cell').nth(3)).toHaveText(DATE)
      await expect(row.getByRole('cell').nth(4)).toHaveText('Completed')
    }
    await expectAccessible(page)
    await shot(page, 'partner-complete')
  })
})
