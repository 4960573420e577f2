// The progress board at / (rules board.screen, board.rules): a Partner sees the demo engagements
// in the columns the engagement machine gives them, searches, archives a card and finds it again under "Show
// archived assessments", deletes a Started card after confirming, and opens a card. Its file name puts it before
// disputes.spec in the run (files run in name order, one worker, one database): that spec answers the demo's open
// dispute, whose "Dispute Due" card this one reads.

import { acceptTermsIfShown, apiAnswer, apiCall, chooseOrganisation, expectAccessible, signIn } from './support.ts'
import { expect, type Page, test } from './test.ts'

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/progress-board-${name}.png`, fullPage: true })

const column = (page: Page, stage: string) => page.getByRole('region', { name: stage, exact: true })
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true })

type Board = { columns: { stage: string; items: { id: string; name: string; contractor_id: string | null }[] }[] }

test('a Partner follows engagements across the progress board', async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page, 'partner')
  await acceptTermsIfShown(page)
  await chooseOrganisation(page, 'Northbridge Partners')
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible()

  await test.step('the demo engagements stand in the columns of their status', async () => {
    for (const stage of ['Started', 'Awaiting Contractor', 'Awaiting Review', 'SDS Ready to send', 'In Dispute'])
      await expect(column(page, stage)).toBeVisible()
    await expect(column(page, 'Complete')).toBeVisible()
    await expect(column(page, 'Awaiting Review').getByRole('article', { name: 'Payments architect' })).toBeVisible()
    await expect(
      column(page, 'Awaiting Contractor').getByRole('article', { name: 'Data platform engineer' }),
    ).toBeVisible()
    // Two statuses share the SDS column; the card says which.
    const sent = column(page, 'SDS Ready to send').getByRole('article', { name: 'Mobile app developer' })
    await expect(sent).toContainText('Awaiting SDS Acceptance')
    await expect(sent).toContainText('Inside IR35')
    const ready = column(page, 'SDS Ready to send').getByRole('article', { name: 'Route optimisation analyst' })
    await expect(ready).toContainText('Awaiting Distribution')
    // The dispute has passed 31 days: the card is dark and reads "Dispute Due".
    const disputed = column(page, 'In Dispute').getByRole('article', { name: 'Renewables project manager' })
    await expect(disputed).toContainText('Dispute Due')
    await expect(disputed).toHaveAttribute('data-dispute-due', 'true')
    await expect(column(page, 'Complete').getByRole('article', { name: 'Cloud security engineer' })).toContainText(
      /Starts \d{2}\/\d{2}\/\d{4}/,
    )
    // Started holds more than a column shows: the rest are a link away, in the directory.
    await expect(
      column(page, 'Started').getByRole('link', { name: /^View all \d+ Started assessments$/ }),
    ).toBeVisible()
    await expectAccessible(page)
    await shot(page, 'board')
  })

  await test.step('the search narrows the board and survives a reload', async () => {
    await page.getByLabel('Search assessments').fill('payments')
    await expect(page).toHaveURL(/search=payments/)
    await expect(card(page, 'Payments architect')).toBeVisible()
    await expect(card(page, 'Mobile app developer')).toBeHidden()
    await page.reload()
    await expect(page.getByLabel('Search assessments')).toHaveValue('payments')
    await expect(card(page, 'Payments architect')).toBeVisible()
    await expect(card(page, 'Cloud security engineer')).toBeHidden()
    await expect(column(page, 'Complete')).toContainText('No assessments at this stage.')
  })

  // A Started engagement of an Acme demo contractor, made for this test.
  const name = `Board check ${Date.now().toString(36)}`
  const engagementId = await test.step('a new assessment appears in Started', async () => {
    const acme = (
      await apiCall<{ items: { id: string; name: string }[] }>(
        page,
        '/actors/organisations/search?search=Acme%20Retail%20Group',
      )
    ).items.find((organisation) => organisation.name === 'Acme Retail Group')!
    const contractorOf = (
      await apiCall<Board>(page, '/assessments/engagements/progress?search=store%20systems')
    ).columns
      .flatMap((c) => c.items)
      .find((item) => item.name === 'Store systems consultant')!
    const set = await apiCall<{ id: string }>(page, '/assessments/question-sets/type/FULL')
    const created = await apiCall<{ id: string }>(page, '/assessments/engagements', {
      method: 'POST',
      body: {
        contractor_id: contractorOf.contractor_id,
        organisation_id: acme.id,
        question_set_id: set.id,
        name,
        end_client_id: acme.id,
        start_date: '2027-02-01',
        end_date: '2027-06-30',
        daily_rate: 500,
      },
    })
    await page.getByLabel('Search assessments').fill(name)
    await expect(column(page, 'Started').getByRole('article', { name })).toBeVisible()
    return created.id
  })

  await test.step('archive a card from its menu, by keyboard, and find it under "Show archived assessments"', async () => {
    const trigger = page.getByRole('button', { name: `Actions for ${name}` })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem', { name: 'Archive' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('menuitem', { name: 'Archive' }).click()
    await expect(card(page, name)).toBeHidden()
    const engagement = await apiCall<{ archived: boolean }>(page, `/assessments/engagements/${engagementId}`)
    expect(engagement.archived).toBe(true)
    await page.getByText('Show archived assessments', { exact: true }).click()
    await expect(page).toHaveURL(/show_archived=true/)
    await expect(card(page, name)).toContainText('Archived')
    await page.reload()
    await expect(page.getByRole('switch', { name: 'Show archived assessments' })).toBeChecked()
    await expect(card(page, name)).toBeVisible()
    await shot(page, 'archived')
  })

  await test.step('a press on a card’s menu while the menu is still loading opens it once loaded', async () => {
    // The menu's code loads just after the board paints; hold it back so the press lands on its stand-in.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/assets/board-card-menu-*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.reload()
    await page.getByRole('button', { name: `Actions for ${name}` }).click()
    await expect(page.getByRole('menu')).toBeHidden()
    release()
    await expect(page.getByRole('menuitem', { name: 'Unarchive' })).toBeVisible()
    await page.unroute('**/assets/board-card-menu-*.js')
  })

  await test.step('delete the Started card after confirming', async () => {
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' })
    await expect(confirm).toBeVisible()
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(card(page, name)).toBeVisible()
    await page.getByRole('button', { name: `Actions for ${name}` }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await confirm.getByRole('button', { name: 'Delete this assessment' }).click()
    await expect(card(page, name)).toBeHidden()
    expect((await apiAnswer(page, `/assessments/engagements/${engagementId}`)).status).toBe(404)
  })

  await test.step('a card past Started offers no delete, and opens its engagement', async () => {
    await page.getByLabel('Search assessments').fill('payments')
    await page.getByRole('button', { name: 'Actions for Payments architect' }).click()
    await expect(page.getByRole('menuitem', { name: 'Archive' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await card(page, 'Payments architect').getByRole('link', { name: 'Payments architect' }).click()
    await expect(page).toHaveURL(/\/edit-contractor\/[0-9a-f-]+\/edit-engagement\/[0-9a-f-]+$/)
  })
})
