// The Webhooks tab's own sums: when its delivery log asks the server again (soon while a delivery waits for its first
// attempt, when the earliest retry is due, never once all have settled), the body its form sends (trimmed as the
// server trims it, an empty description left out) and the server's refusals placed under the fields they are about.
import { FetchError } from 'ofetch'
import { describe, expect, it } from 'vitest'
import { WEBHOOK_MESSAGES } from '../../src/domain/webhook-events'
import type { WebhookDelivery, WebhookDeliveryPage } from '../../src/domain/webhooks'
import { deliveryPollInterval } from '../../src/web/features/organisations/api/webhooks'
import { serverProblemsOf, webhookBodyOf } from '../../src/web/features/organisations/webhook-form'

const NOW = Date.parse('2026-11-27T12:00:00Z')

const delivery = (status: WebhookDelivery['status'], next_attempt_at: string | null = null): WebhookDelivery => ({
  id: '00000000-0000-4000-8000-000000000001',
  message_id: 'msg_1',
  event_type: 'webhook.test',
  status,
  attempts: status === 'pending' ? 0 : 1,
  response_status: status === 'pending' ? null : 500,
  last_error: null,
  created_at: '2026-11-27T11:59:00Z',
  last_attempt_at: null,
  next_attempt_at,
})
const pageOf = (...items: WebhookDelivery[]): WebhookDeliveryPage => ({ items, pages: 1, count: items.length })

describe('deliveryPollInterval', () => {
  it('asks again every 2 seconds while a delivery waits for its first attempt', () => {
    expect(deliveryPollInterval(pageOf(delivery('succeeded'), delivery('pending')), NOW)).toBe(2_000)
  })

  it('asks again a second after the earliest retry is due', () => {
    const page = pageOf(delivery('retrying', '2026-11-27T12:00:20Z'), delivery('retrying', '2026-11-27T12:00:09Z'))
    expect(deliveryPollInterval(page, NOW)).toBe(10_000)
  })

  it('asks at most every 30 seconds for a retry hours away, and at least 2 seconds apart for one overdue', () => {
    expect(deliveryPollInterval(pageOf(delivery('retrying', '2026-11-27T17:00:00Z')), NOW)).toBe(30_000)
    expect(deliveryPollInterval(pageOf(delivery('retrying', '2026-11-27T11:00:00Z')), NOW)).toBe(2_000)
  })

  it('stops asking once every delivery on the page has settled, or before the page has come', () => {
    expect(deliveryPollInterval(pageOf(delivery('succeeded'), delivery('failed')), NOW)).toBe(false)
    expect(deliveryPollInterval(pageOf(), NOW)).toBe(false)
    expect(deliveryPollInterval(undefined, NOW)).toBe(false)
  })
})

describe('webhookBodyOf', () => {
  it('trims the address and the description, and keeps the events in the order given', () => {
    expect(
      webhookBodyOf({
        url: '  https://hooks.example.com/ir35  ',
        description: ' Payroll ',
        events: ['sds.issued', 'engagement.status_changed'],
      }),
    ).toEqual({
      url: 'https://hooks.example.com/ir35',
      description: 'Payroll',
      events: ['sds.issued', 'engagement.status_changed'],
    })
  })

  it('leaves an empty description out', () => {
    expect(webhookBodyOf({ url: 'https://hooks.example.com', description: '   ', events: ['sds.issued'] })).toEqual({
      url: 'https://hooks.example.com',
      events: ['sds.issued'],
    })
  })

  it('refuses what the server would refuse, with its message', () => {
    expect(() => webhookBodyOf({ url: 'hooks.example.com', description: '', events: ['sds.issued'] })).toThrow(
      WEBHOOK_MESSAGES.urlNotValid,
    )
    expect(() => webhookBodyOf({ url: 'https://hooks.example.com', description: '', events: [] })).toThrow(
      WEBHOOK_MESSAGES.eventsRequired,
    )
  })
})

const refusal = (status: number, data: unknown) => {
  const error = new FetchError('refused')
  Object.assign(error, { status, data })
  return error
}

describe('serverProblemsOf', () => {
  it("puts each field's first message under it, an event's under the events", () => {
    const error = refusal(400, {
      message: 'refused',
      issues: [
        { path: 'url', message: WEBHOOK_MESSAGES.urlNotAllowed },
        { path: 'url', message: WEBHOOK_MESSAGES.urlNotHttps },
        { path: 'events.2', message: 'Expected a known event' },
      ],
    })
    expect(serverProblemsOf(error)).toEqual({ url: WEBHOOK_MESSAGES.urlNotAllowed, events: 'Expected a known event' })
  })

  it('places nothing for another status, a body without issues or an issue about no field of the form', () => {
    expect(serverProblemsOf(refusal(409, { issues: [{ path: 'url', message: 'taken' }] }))).toEqual({})
    expect(serverProblemsOf(refusal(400, { message: 'The request body is not valid JSON.' }))).toEqual({})
    expect(serverProblemsOf(refusal(400, { issues: [{ path: 'active', message: 'Expected a boolean' }] }))).toEqual({})
    expect(serverProblemsOf(new Error('offline'))).toEqual({})
  })
})
