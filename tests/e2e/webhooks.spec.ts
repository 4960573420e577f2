// An organisation's webhook as its administrator and the receiving system meet it (docs/webhooks.md): the Partner
// Admin adds an endpoint in Settings pointing at a real receiver (an HTTP server of this test on 127.0.0.1, which
// the e2e server allows through WEBHOOK_ALLOWED_HOSTS) and copies its signing secret from the one screen that shows
// it; a test event arrives signed as Standard Webhooks say (checked here with the test's own HMAC) and the delivery
// log says Delivered, 200; a receiver answering 500 leaves the delivery sent again "Failed; will retry"; after the
// secret is rotated the next delivery verifies with the new secret only; the endpoint is deleted behind a
// confirmation.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_MESSAGES,
} from '../../src/domain/webhook-events.ts'
import { expectAccessible, screenshotIfAsked, signInToOrganisation } from './support.ts'
import { expect, type Locator, type Page, test } from './test.ts'

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results'
const PHONE = { width: 390, height: 844 }
const DESK = { width: 1280, height: 720 }

/** A desk and a phone picture of the screen (taken when asked for); at the phone's width it passes axe and does not scroll sideways. */
const both = async (page: Page, name: string) => {
  await screenshotIfAsked(page, { path: `${SHOTS}/webhooks-${name}-desk.png`, fullPage: true })
  await page.setViewportSize(PHONE)
  const width = await page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth))),
  )
  expect(width, `${name} is ${width} px wide at 390 px`).toBeLessThanOrEqual(PHONE.width)
  await expectAccessible(page)
  await screenshotIfAsked(page, { path: `${SHOTS}/webhooks-${name}-phone.png`, fullPage: true })
  await page.setViewportSize(DESK)
}

type Received = { id: string; timestamp: string; signature: string; body: string; answered: number }

/** Standard Webhooks: HMAC-SHA256 of `id.timestamp.body` keyed with the secret's base64 after `whsec_`, as `v1,<base64>`. */
const verifies = (secret: string, delivery: Received) => {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const expected = createHmac('sha256', key).update(`${delivery.id}.${delivery.timestamp}.${delivery.body}`).digest()
  return delivery.signature.split(' ').some((entry) => {
    const [version, value] = entry.split(',')
    const given = Buffer.from(value ?? '', 'base64')
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected)
  })
}

/** The receiving system: records every request and answers with the status it is told to. */
const startReceiver = async () => {
  const received: Received[] = []
  let status = 200
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const header = (name: string) => String(request.headers[name] ?? '')
      received.push({
        id: header('webhook-id'),
        timestamp: header('webhook-timestamp'),
        signature: header('webhook-signature'),
        body: Buffer.concat(chunks).toString('utf8'),
        answered: status,
      })
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'receiver failed')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks/ir35`,
    received,
    answerWith: (next: number) => {
      status = next
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let receiver: Awaited<ReturnType<typeof startReceiver>>
test.beforeAll(async () => {
  receiver = await startReceiver()
})
test.afterAll(async () => {
  await receiver.close()
})

/** The delivery log's row of the delivery with this webhook-id (its message id shows under the event). */
const logRow = (item: Locator, messageId: string) =>
  item.getByRole('table').getByRole('row').filter({ hasText: messageId })

test('a Partner Admin adds a webhook, its receiver checks each signature, a failure is retried, the secret is rotated and the webhook deleted', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const name = `Payroll ${Date.now().toString(36)}`
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInToOrganisation(page, 'partner.admin', 'Northbridge Partners')

  await test.step('Northbridge Partners has no webhook: the tab says what one is for', async () => {
    await page.goto('/settings')
    await expect(page.getByRole('heading', { name: 'Northbridge Partners', level: 2 })).toBeVisible()
    await page.getByRole('tab', { name: 'Webhooks' }).click()
    await expect(page).toHaveURL(/tab=webhooks/)
    await expect(page.getByText('No webhooks yet.')).toBeVisible()
    await expect(page.getByText(/A webhook tells one of your systems/)).toBeVisible()
    await expectAccessible(page)
  })

  let secret = ''
  let item: Locator = page.getByRole('listitem', { name })
  await test.step('adds a webhook for Acme Retail Group: the form says what is wrong, then shows the secret once', async () => {
    const tree = page.getByRole('navigation', { name: 'Organisations' })
    await tree.getByRole('button', { name: 'Expand Northbridge Partners' }).click()
    await tree.getByRole('link', { name: 'Acme Retail Group' }).click()
    await expect(page.getByRole('heading', { name: 'Acme Retail Group', level: 2 })).toBeVisible()
    await page.getByRole('tab', { name: 'Webhooks' }).click()
    await expect(page).toHaveURL(/tab=webhooks/)
    await page.getByRole('button', { name: 'Add webhook' }).click()
    const form = page.getByRole('form', { name: 'Add a webhook' })
    // Nothing given: each field says what it needs, the first takes the focus, and nothing is sent.
    await form.getByRole('button', { name: 'Save webhook' }).click()
    await expect(form.getByText(WEBHOOK_MESSAGES.urlRequired)).toBeVisible()
    await expect(form.getByText(WEBHOOK_MESSAGES.eventsRequired)).toBeVisible()
    await expect(form.getByLabel('Endpoint URL')).toBeFocused()
    await form.getByLabel('Endpoint URL').fill('hooks.example.com/ir35')
    await expect(form.getByText(WEBHOOK_MESSAGES.urlNotValid)).toBeVisible()
    await both(page, 'form-errors')
    // An address the server may not send to (plain http to a host it does not allow): its message, under the field.
    await form.getByLabel('Endpoint URL').fill('http://10.1.2.3/hooks')
    await form.getByRole('checkbox', { name: 'All events' }).focus()
    await page.keyboard.press('Space')
    for (const label of Object.values(WEBHOOK_EVENT_LABELS))
      await expect(form.getByRole('checkbox', { name: label })).toBeChecked()
    await form.getByRole('button', { name: 'Save webhook' }).click()
    await expect(
      form.getByText(WEBHOOK_MESSAGES.urlNotHttps).or(form.getByText(WEBHOOK_MESSAGES.urlNotAllowed)),
    ).toBeVisible()
    await expect(page.getByRole('listitem', { name: /http:\/\/10\.1\.2\.3/ })).toHaveCount(0)
    await both(page, 'form-server-error')
    // The real receiver, for all events but reassessments, by keyboard.
    await form.getByLabel('Endpoint URL').fill(receiver.url)
    await form.getByLabel('Description (optional)').fill(name)
    await form.getByRole('checkbox', { name: WEBHOOK_EVENT_LABELS['reassessment.due'] }).focus()
    await page.keyboard.press('Space')
    await expect(form.getByRole('checkbox', { name: 'All events' })).toBeChecked({ indeterminate: true })
    await form.getByRole('button', { name: 'Save webhook' }).click()

    await expect(page.getByRole('heading', { name: `Your new webhook “${name}”` })).toBeFocused()
    await expect(page.getByText(WEBHOOK_MESSAGES.shownOnce)).toBeVisible()
    secret = await page.getByRole('textbox', { name: 'Signing secret', exact: true }).inputValue()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/)
    await page.getByRole('button', { name: 'Copy secret' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
    item = page.getByRole('listitem', { name })
    await expect(item.getByText('Active')).toBeVisible()
    await expect(item.getByText(receiver.url)).toBeVisible()
    await expect(item.getByText(WEBHOOK_EVENT_LABELS['sds.issued'])).toBeVisible()
    await expect(item.getByText(WEBHOOK_EVENT_LABELS['reassessment.due'])).toHaveCount(0)
    await expect(item.getByText(/^\d{2}\/\d{2}\/\d{4} by \S+/)).toBeVisible()
    await both(page, 'secret')
    await page.getByRole('button', { name: 'Done' }).click()
    await expect(page.getByRole('textbox', { name: 'Signing secret', exact: true })).toHaveCount(0)
    // The list never shows the secret again: only its first characters.
    await expect(page.getByText(secret)).toHaveCount(0)
    const prefix = (await item.locator('code').textContent())!.replace(/…$/, '')
    expect(prefix.startsWith('whsec_') && secret.startsWith(prefix) && prefix.length < secret.length).toBe(true)
    await both(page, 'list')
  })

  let firstId = ''
  await test.step('sends a test event: the receiver gets it signed with the secret, and the log says Delivered, 200', async () => {
    await item.getByRole('button', { name: `Send test event to ${name}` }).click()
    await expect(page).toHaveURL(/webhook=[0-9a-f-]{36}/)
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1)
    const first = receiver.received[0]!
    firstId = first.id
    expect(verifies(secret, first)).toBe(true)
    expect(JSON.parse(first.body)).toMatchObject({ type: 'webhook.test' })
    const row = logRow(item, firstId)
    await expect(row.getByText('Test event')).toBeVisible()
    await expect(row.getByText(WEBHOOK_DELIVERY_STATUS_LABELS.succeeded)).toBeVisible()
    await expect(row.getByRole('cell', { name: '200', exact: true })).toBeVisible()
    await expect(row.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).first()).toBeVisible()
    await expect(item.getByText('1 - 1 of 1')).toBeVisible()
    // Rows per page, as every list offers them: 10 at first, the choice kept in the link.
    const rowsPerPage = item.getByLabel('Rows per page')
    await expect(rowsPerPage).toHaveValue('10')
    await rowsPerPage.selectOption('20')
    await expect(page).toHaveURL(/page_size=20/)
    await both(page, 'delivery-log')
    // The open log and its rows per page are in the link: both are back after a reload.
    await page.reload()
    await expect(logRow(item, firstId).getByText(WEBHOOK_DELIVERY_STATUS_LABELS.succeeded)).toBeVisible()
    await expect(item.getByLabel('Rows per page')).toHaveValue('20')
  })

  await test.step('the receiver fails: sent again, the delivery is "Failed; will retry" with 500', async () => {
    // It keeps failing until this step ends, so the retry 5 seconds on fails too and the delivery stays retrying.
    receiver.answerWith(500)
    await logRow(item, firstId)
      .getByRole('button', { name: /^Send again/ })
      .click()
    await expect(page.getByText(WEBHOOK_MESSAGES.resendDone)).toBeVisible()
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2)
    // The same webhook-id, so a receiver that saw it already can drop it; signed afresh.
    expect(receiver.received[1]!.id).toBe(firstId)
    expect(verifies(secret, receiver.received[1]!)).toBe(true)
    const row = logRow(item, firstId)
    await expect(row.getByText(WEBHOOK_DELIVERY_STATUS_LABELS.retrying)).toBeVisible()
    await expect(row.getByRole('cell', { name: '500', exact: true })).toBeVisible()
    await expect(row.getByText(/^Next attempt \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible()
    await expect(row.getByRole('cell', { name: 'HTTP 500', exact: true })).toBeVisible()
    await both(page, 'delivery-retrying')
    // The receiver answers again from here on (a retry of this delivery may then succeed); the next steps look at
    // new deliveries only.
    receiver.answerWith(200)
  })

  await test.step('changes the events: reassessments too', async () => {
    await item.getByRole('button', { name: `Edit ${name}` }).click()
    const form = item.getByRole('form', { name: `Change ${name}` })
    await expect(form.getByLabel('Endpoint URL')).toHaveValue(receiver.url)
    await expect(form.getByRole('checkbox', { name: WEBHOOK_EVENT_LABELS['reassessment.due'] })).not.toBeChecked()
    await form.getByRole('checkbox', { name: WEBHOOK_EVENT_LABELS['reassessment.due'] }).focus()
    await page.keyboard.press('Space')
    await expect(form.getByRole('checkbox', { name: 'All events' })).toBeChecked()
    await form.getByRole('button', { name: 'Save changes' }).click()
    await expect(form).toHaveCount(0)
    await expect(item.getByText(WEBHOOK_EVENT_LABELS['reassessment.due'])).toBeVisible()
  })

  await test.step('pauses and resumes the webhook', async () => {
    await item.getByRole('button', { name: `Pause ${name}` }).click()
    await expect(item.getByText('Paused', { exact: true })).toBeVisible()
    await item.getByRole('button', { name: `Resume ${name}` }).click()
    await expect(item.getByText('Active', { exact: true })).toBeVisible()
  })

  await test.step('rotates the secret after confirming: the next delivery verifies with the new secret only', async () => {
    await item.getByRole('button', { name: `Rotate secret of ${name}` }).click()
    const dialog = page.getByRole('alertdialog', { name: WEBHOOK_MESSAGES.rotateConfirmTitle })
    await expect(dialog.getByText(WEBHOOK_MESSAGES.rotateConfirmText)).toBeVisible()
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Rotate secret' }).click()
    await expect(page.getByRole('heading', { name: `The new signing secret of “${name}”` })).toBeFocused()
    const rotated = await page.getByRole('textbox', { name: 'Signing secret', exact: true }).inputValue()
    expect(rotated).not.toBe(secret)
    await page.getByRole('button', { name: 'Done' }).click()
    await expect(item.getByText(/\(rotated \d{2}\/\d{2}\/\d{4}\)/)).toBeVisible()

    await item.getByRole('button', { name: `Send test event to ${name}` }).click()
    const fresh = () => receiver.received.filter((delivery) => delivery.id !== firstId)
    await expect.poll(() => fresh().length, { timeout: 20_000 }).toBe(1)
    const next = fresh()[0]!
    expect(verifies(rotated, next)).toBe(true)
    expect(verifies(secret, next)).toBe(false)
    await expect(logRow(item, next.id).getByText(WEBHOOK_DELIVERY_STATUS_LABELS.succeeded)).toBeVisible()
  })

  await test.step('deletes the webhook after confirming', async () => {
    await item.getByRole('button', { name: `Delete ${name}` }).click()
    const dialog = page.getByRole('alertdialog', { name: WEBHOOK_MESSAGES.deleteConfirmTitle })
    await expect(dialog.getByText(WEBHOOK_MESSAGES.deleteConfirmText)).toBeVisible()
    // Keeping it changes nothing.
    await dialog.getByRole('button', { name: 'Keep webhook' }).click()
    await expect(item).toBeVisible()
    await item.getByRole('button', { name: `Delete ${name}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete webhook' }).click()
    await expect(item).toHaveCount(0)
    await expect(page).not.toHaveURL(/webhook=/)
    await expect(page.getByRole('heading', { name: 'Endpoints of this organisation' })).toBeFocused()
    await expectAccessible(page)
  })
})
