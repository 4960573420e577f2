// Working together on an assessment (rules notes.rules, api.notes,
// records.answer-history): a Partner Admin adds a note with a file to a question, finds it listed,
// deletes it with a reason and sees the deleted line; opens the question's History after saving an answer.
// After each step the API is asked what it now holds.

import type { EngagementRecord } from '../../src/domain/assessments.ts'
import { NOTE_MESSAGES } from '../../src/domain/notes.ts'
import { apiCall, expectAccessible, screenshotIfAsked, selectedOrganisation, signInToOrganisation } from './support.ts'
import { expect, type Page, test } from './test.ts'

const shot = (page: Page, name: string) =>
  screenshotIfAsked(page, { path: `test-results/notes-${name}.png`, fullPage: true })

const questionnaire = (page: Page) => page.getByRole('region', { name: 'IR35 status determination' })

test('a Partner Admin adds a note with a file, deletes it with a reason, and reads the answer history', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signInToOrganisation(page, 'partner.admin', 'Acme Retail Group')

  // A role of its own, so no other spec's role is touched.
  const role = await apiCall<{ id: string }>(page, '/assessments/jobroles', {
    method: 'POST',
    body: {
      name: `Evidence review ${Date.now().toString(36)}`,
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

  await test.step('add a note with a file: its text is required, then it is listed with the file', async () => {
    const toggle = question.getByRole('button', { name: 'Notes (0)' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const notes = question.getByRole('region', { name: 'Notes' })
    await expect(notes.getByText(NOTE_MESSAGES.notesEmpty)).toBeVisible()
    await notes.getByRole('button', { name: 'Add Note' }).click()
    await expect(notes.getByText(NOTE_MESSAGES.evidenceRequired)).toBeVisible()
    await notes.getByRole('textbox', { name: 'Note' }).fill('  The contract lets the contractor send a substitute.')
    await notes.locator('input[type="file"]').setInputFiles({
      name: 'substitution-clause.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Clause 4: the contractor may send a suitably qualified substitute.\n'),
    })
    await expect(notes.getByText('substitution-clause.txt')).toBeVisible()
    await notes.getByRole('button', { name: 'Add Note' }).click()
    await expect(notes.getByText('The contract lets the contractor send a substitute.')).toBeVisible()
    await expect(notes.getByRole('button', { name: 'Download substitution-clause.txt' })).toBeVisible()
    await expect(question.getByRole('button', { name: 'Notes (1)' })).toBeVisible()
    const stored = await apiCall<{ evidence: string; files: { name: string }[]; first_name: string }[]>(
      page,
      `/assessments/assessments/${assessmentId}/notes`,
    )
    expect(stored).toMatchObject([
      {
        evidence: 'The contract lets the contractor send a substitute.',
        first_name: 'Adam',
        files: [{ name: 'substitution-clause.txt' }],
      },
    ])
    const download = page.waitForEvent('download')
    await notes.getByRole('button', { name: 'Download substitution-clause.txt' }).click()
    expect((await download).suggestedFilename()).toBe('substitution-clause.txt')
    await expectAccessible(page)
    await shot(page, 'note-added')
  })

  await test.step('delete it with a reason: the dialog checks the reason, then the deleted line shows', async () => {
    const notes = question.getByRole('region', { name: 'Notes' })
    await notes.getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('alertdialog', { name: NOTE_MESSAGES.deleteConfirmTitle })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: NOTE_MESSAGES.deleteConfirm }).click()
    await expect(dialog.getByText(NOTE_MESSAGES.deleteReasonRequired)).toBeVisible()
    await dialog.getByLabel('Reason for deleting').fill('x'.repeat(31))
    await dialog.getByRole('button', { name: NOTE_MESSAGES.deleteConfirm }).click()
    await expect(dialog.getByText(NOTE_MESSAGES.deleteReasonTooLong)).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'delete-dialog')
    await dialog.getByLabel('Reason for deleting').fill('Wrong question')
    await dialog.getByRole('button', { name: NOTE_MESSAGES.deleteConfirm }).click()
    await expect(dialog).toBeHidden()
    await expect(notes.getByText(/^Deleted on \d\d\/\d\d\/\d{4} \d\d:\d\d: Wrong question$/)).toBeVisible()
    await expect(notes.getByText('The contract lets the contractor send a substitute.')).toHaveCount(0)
    const [stored] = await apiCall<{ evidence: string | null; deleted_reason: string }[]>(
      page,
      `/assessments/assessments/${assessmentId}/notes`,
    )
    expect(stored).toMatchObject({ evidence: null, deleted_reason: 'Wrong question', files: [] })
  })

  await test.step('History after saving an answer: the table names the answer, who and where', async () => {
    const history = question.getByRole('button', { name: 'History' })
    await history.click()
    const panel = question.getByRole('region', { name: 'Answer history' })
    await expect(panel.getByText(NOTE_MESSAGES.historyEmpty)).toBeVisible()
    await question.getByRole('radio', { name: 'No', exact: true }).click()
    await questionnaire(page).getByRole('button', { name: 'Save progress' }).click()
    await expect(page.getByText('Progress saved')).toBeVisible()
    const table = panel.getByRole('table', { name: 'Answer history' })
    await expect(table).toBeVisible()
    await expect(table.getByRole('row').nth(1)).toContainText('No')
    await expect(table.getByRole('row').nth(1)).toContainText('Adam Noble')
    await expect(table.getByRole('row').nth(1)).toContainText('Acme Retail Group')
    // Both panels stay open together for the scan.
    await expect(question.getByRole('region', { name: 'Notes' })).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'history')
  })
})
