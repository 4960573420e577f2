// The SDS reaches every party (rules engagement.edit-screen, sds.distribution-block, sds-hub.screen, sds.distribution,
// sds.acknowledge-dispute): a client sends the SDS to the contractor and a supply-chain party from the edit engagement
// screen, the mails arrive in the local mailbox, the contractor signs in from theirs and acknowledges, the supply-chain
// party opens its link without an account and acknowledges, and the client sees each party's chain of custody.
// The client's answers are seeded through the API; every screen after that is the browser's, scanned with axe.

import type { EngagementRecord } from '../../src/domain/assessments.ts'
import type { ContractorEngagementView } from '../../src/domain/contractor-portal.ts'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { DISTRIBUTION_MESSAGES, type DistributionBlockWire } from '../../src/domain/sds-distribution.ts'
import { demoEmail } from '../../src/server/seed/demo-data.ts'
import { apiClient, claimsOf } from '../support/api.ts'
import { pdfPages, pdfText } from '../support/pdf-text.ts'
import { accessTokenFor, identityTokenFor } from '../support/sign-in.ts'
import { asProviderAdmin, linkIn, newestMail, uniqueEmail } from './mailbox.ts'
import {
  acceptTermsIfAsked,
  acceptTermsIfShown,
  apiCall,
  chooseOrganisation,
  expectAccessible,
  signIn,
} from './support.ts'
import { expect, type Page, test } from './test.ts'

const M = DISTRIBUTION_MESSAGES
const ENGAGEMENT = `Store network planner ${Date.now().toString(36).slice(-5)}`
const TARA = demoEmail('contractor.type1')
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/distribution-${name}.png`, fullPage: true })

/** The Acme partner over the API: the engagement of Tara Bennett's Acme record, answered and submitted. */
const asAcmePartner = async (baseUrl: string) => {
  const call = apiClient(baseUrl)
  const idToken = await identityTokenFor(baseUrl, demoEmail('partner'))
  const found = await call('/api/actors/organisations/search?search=Acme%20Retail%20Group', {
    token: await accessTokenFor(baseUrl, idToken),
  })
  const acmeId = (found.json.items as { id: string; name: string }[]).find((o) => o.name === 'Acme Retail Group')!.id
  const token = await accessTokenFor(baseUrl, idToken, acmeId)
  const ok = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await call(path, { ...init, token })
    expect(response.status, `${init.method ?? 'GET'} ${path}: ${JSON.stringify(response.json)}`).toBeLessThan(300)
    return response.json
  }
  return { acmeId, ok }
}

const block = (page: Page) => page.getByRole('region', { name: M.blockTitle })
const partyRow = (page: Page, email: string) =>
  block(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(email, { exact: true }) })

test('a client sends the SDS to the contractor and a supply-chain party, and each acknowledges it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const client = await asAcmePartner(baseURL!)
  const admin = await asProviderAdmin(baseURL!)
  const agency = uniqueEmail('agency')
  let engagementId = ''
  let contractorId = ''

  await test.step('seed: an engagement of Tara Bennett answered, awaiting distribution', async () => {
    const tara = claimsOf(await accessTokenFor(baseURL!, await identityTokenFor(baseURL!, TARA))).actorId
    const records = await client.ok(`/api/actors/contractors?org_id=${client.acmeId}&search=Bennett&page_size=30`)
    contractorId = (records.items as { id: string; actor_id?: string | null; email: string }[]).find(
      (record) => record.email === TARA,
    )!.id
    expect(tara).toBeTruthy()
    const set = (await client.ok('/api/assessments/question-sets/type/FULL')) as QuestionSetDefinition
    engagementId = (
      await client.ok('/api/assessments/engagements', {
        method: 'POST',
        body: {
          contractor_id: contractorId,
          organisation_id: client.acmeId,
          question_set_id: set.id,
          name: ENGAGEMENT,
          end_client_id: client.acmeId,
          start_date: '2027-03-01',
          end_date: '2027-08-27',
          daily_rate: 640,
        },
      })
    ).id
    const created = (await client.ok(`/api/assessments/engagements/${engagementId}`)) as EngagementRecord
    await client.ok(`/api/assessments/assessments/${created.assessments[0]!.id}/answers`, {
      method: 'POST',
      body: {
        contractor_engagement_id: engagementId,
        question_set_id: set.id,
        submitted: true,
        submitted_by: 'CLIENT',
        answer_ids: answerEvery(set, 'CLIENT', leaningTowards('INSIDE')),
      },
    })
    expect(((await client.ok(`/api/assessments/engagements/${engagementId}`)) as EngagementRecord).status).toBe(
      'Awaiting Distribution',
    )
  })

  await test.step('the block shows above the result with the contractor, who cannot be deleted', async () => {
    await signIn(page, 'partner')
    await acceptTermsIfShown(page)
    await chooseOrganisation(page, 'Acme Retail Group')
    await page.goto(`/edit-contractor/${contractorId}/edit-engagement/${engagementId}`)
    await expect(block(page)).toBeVisible()
    const contractor = partyRow(page, TARA)
    await expect(contractor).toContainText('Pending')
    await expect(contractor).toContainText(M.notReceived)
    // Above the result until every party has the SDS.
    const blockTop = (await block(page).boundingBox())!.y
    const resultTop = (await page.getByRole('heading', { name: 'IR35 Assessment Result' }).boundingBox())!.y
    expect(blockTop).toBeLessThan(resultTop)
    const remove = contractor.getByRole('button', { name: `Delete ${TARA}` })
    await expect(remove).toHaveAttribute('aria-disabled', 'true')
    await remove.focus()
    await expect(page.getByRole('tooltip')).toHaveText(M.contractorMustReceive)
    await remove.blur()
    await expectAccessible(page)
    await shot(page, 'block-pending')
  })

  await test.step('adds a supply-chain party by e-mail (an address already listed is ignored), deletes and re-adds it', async () => {
    await page.getByLabel("Supply chain party's e-mail").fill(agency)
    await page.getByRole('button', { name: M.addParty }).click()
    await expect(partyRow(page, agency)).toContainText('Pending')
    // The field empties once the add has been confirmed; typing before then would be wiped.
    await expect(block(page).getByText(`${agency} has been added.`)).toBeVisible()
    await expect(page.getByLabel("Supply chain party's e-mail")).toHaveValue('')
    await page.getByLabel("Supply chain party's e-mail").fill(agency.toUpperCase())
    await page.getByRole('button', { name: M.addParty }).click()
    await expect(block(page).getByText(/was not added: it is already on the list/)).toBeVisible()
    await expect(block(page).getByRole('listitem')).toHaveCount(2)
    await partyRow(page, agency)
      .getByRole('button', { name: `Delete ${agency}` })
      .click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toContainText(`Delete ${agency}?`)
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(block(page).getByRole('listitem')).toHaveCount(1)
    await page.getByLabel("Supply chain party's e-mail").fill(agency)
    await page.getByRole('button', { name: M.addParty }).click()
    await expect(partyRow(page, agency)).toContainText('Pending')
  })

  await test.step('previews the SDS first: a draft, marked on every page, that issues nothing', async () => {
    const download = page.waitForEvent('download')
    await block(page).getByRole('button', { name: M.preview }).click()
    const file = await download
    const chunks: Buffer[] = []
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer)
    const pages = pdfPages(new Uint8Array(Buffer.concat(chunks)))
    for (const drawn of pages) expect(drawn).toContain('DRAFT')
    expect(((await client.ok(`/api/assessments/engagements/${engagementId}`)) as EngagementRecord).status).toBe(
      'Awaiting Distribution',
    )
    await expect(partyRow(page, TARA)).toContainText('Pending')
  })

  await test.step('sends the SDS: issued, e-mailed, delivered; the block moves below the result', async () => {
    await block(page).getByRole('button', { name: M.send }).click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toContainText('2 parties')
    await confirm.getByRole('button', { name: M.send }).click()
    await expect(partyRow(page, agency)).toContainText(/Sent|Delivered/)
    // The mail goes after commit; its delivery is the server's own event.
    await expect
      .poll(async () => {
        const list = (await client.ok(
          `/api/assessments/engagements/${engagementId}/distributions`,
        )) as DistributionBlockWire
        return list.items.map((item) => item.status.code).join()
      })
      .toBe('DELIVERED,DELIVERED')
    await page.reload()
    await expect(partyRow(page, agency)).toContainText('Delivered')
    await expect(partyRow(page, TARA)).toContainText('SDS v1')
    const blockTop = (await block(page).boundingBox())!.y
    const resultTop = (await page.getByRole('heading', { name: 'IR35 Assessment Result' }).boundingBox())!.y
    expect(blockTop).toBeGreaterThan(resultTop)
    await expect(block(page).getByRole('button', { name: M.send })).toBeHidden()
    await expect(block(page).getByRole('button', { name: M.preview })).toBeHidden()
    await expectAccessible(page)
    await shot(page, 'block-delivered')
  })

  await test.step('the contractor follows the mailed link, signs in and acknowledges; then downloads the SDS', async () => {
    const mail = await newestMail(admin, TARA, new RegExp(ENGAGEMENT))
    const link = linkIn(mail, /\/sds-hub\/view-sds\//)
    expect(link).toBe(`${baseURL}/sds-hub/view-sds/${engagementId}`)
    const contractorPage = await (await browser.newContext()).newPage()
    await contractorPage.goto(link)
    // Not signed in yet: the app sends them to sign in (wait for it, or signing in races that redirect), and once
    // signed in with their account they land on the mailed page.
    await expect(contractorPage.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await signIn(contractorPage, 'contractor.type1')
    // A contractor has no organisation to choose: the terms on her first sign-in of the run, else straight on.
    await acceptTermsIfAsked(contractorPage)
    await expect(contractorPage).toHaveURL(link)
    await expect(contractorPage.getByRole('heading', { name: 'IR35 SDS Document', level: 1 })).toBeVisible()
    await expect(contractorPage.getByText(M.acknowledgeToDownload)).toBeVisible()
    await expect(contractorPage.getByRole('button', { name: 'Download SDS' })).toBeHidden()
    await expectAccessible(contractorPage)
    await shot(contractorPage, 'contractor-before')
    await contractorPage.getByRole('button', { name: M.acknowledgeTitle }).click()
    const complete = contractorPage.getByRole('button', { name: M.acknowledgeComplete })
    await expect(complete).toBeDisabled()
    await contractorPage.getByLabel(M.acknowledgeNameLabel).fill('Tara Bennett')
    await expect(complete).toBeEnabled()
    await expectAccessible(contractorPage)
    await shot(contractorPage, 'contractor-acknowledging')
    await complete.click()
    await expect(contractorPage.getByText(M.acknowledged)).toBeVisible()
    const download = contractorPage.waitForEvent('download')
    await contractorPage.getByRole('button', { name: 'Download SDS' }).click()
    const file = await download
    const chunks: Buffer[] = []
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer)
    expect(pdfText(new Uint8Array(Buffer.concat(chunks)))).toContain('Inside IR35')
    await expectAccessible(contractorPage)
    await shot(contractorPage, 'contractor-acknowledged')
    const view = await apiCall<ContractorEngagementView>(
      contractorPage,
      `/assessments/contractor-portal/engagements/${engagementId}`,
    )
    expect(view.distribution).toMatchObject({ status: { code: 'ACKNOWLEDGED' }, acknowledged_name: 'Tara Bennett' })
    await contractorPage.context().close()
  })

  await test.step('the supply-chain party opens its link without an account and acknowledges', async () => {
    const mail = await newestMail(admin, agency, new RegExp(ENGAGEMENT))
    const link = linkIn(mail, /\/sds\?token=/)
    const partyPage = await (await browser.newContext()).newPage()
    await partyPage.goto(link)
    await expect(partyPage.getByRole('heading', { name: 'IR35 SDS Document', level: 1 })).toBeVisible()
    await expect(partyPage.getByText(agency)).toBeVisible()
    await expect(partyPage.getByText('SDS v1')).toBeVisible()
    await expectAccessible(partyPage)
    await shot(partyPage, 'party-before')
    await partyPage.getByRole('button', { name: M.acknowledgeTitle }).click()
    await partyPage.getByLabel(M.acknowledgeNameLabel).fill('Alex Agency')
    await partyPage.getByRole('button', { name: M.acknowledgeComplete }).click()
    await expect(partyPage.getByText(M.acknowledged)).toBeVisible()
    await expect(partyPage.getByRole('button', { name: 'Download SDS' })).toBeVisible()
    await expectAccessible(partyPage)
    await shot(partyPage, 'party-acknowledged')
    // A forged link says what to do, and signs nobody out.
    await partyPage.goto('/sds?token=forged.token')
    await expect(partyPage.getByRole('alert')).toHaveText(M.linkInvalid)
    await expectAccessible(partyPage)
    await shot(partyPage, 'party-forged')
    await partyPage.context().close()
  })

  await test.step('the client sees both acknowledged, the chain of custody complete, the engagement Complete', async () => {
    await page.reload()
    await expect(partyRow(page, agency)).toContainText('Acknowledged')
    await expect(partyRow(page, agency)).toContainText('acknowledged by Alex Agency')
    await expect(partyRow(page, TARA)).toContainText('acknowledged by Tara Bennett')
    // Sent, delivered, opened and acknowledged: every fact of the chain has its time.
    await expect(partyRow(page, agency).getByText('Not yet')).toHaveCount(0)
    expect(((await client.ok(`/api/assessments/engagements/${engagementId}`)) as EngagementRecord).status).toBe(
      'Complete',
    )
    await expectAccessible(page)
    await shot(page, 'block-acknowledged')
  })
})
