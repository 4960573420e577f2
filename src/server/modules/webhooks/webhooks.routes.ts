// /api/actors/organisations/{id}/webhooks (docs/webhooks.md): an organisation's administrators register the
// addresses its events are sent to, and read each one's delivery log. Who may is checked before a body is read.
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import { IdParam } from '#domain/api-contract'
import { ListQueryFields, pagingOf } from '#domain/list'
import { WEBHOOK_MESSAGES } from '#domain/webhook-events'
import {
  CreateWebhook,
  UpdateWebhook,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookDeliveryParams,
  WebhookList,
  WebhookParams,
  WebhookRecord,
  WebhookWithSecret,
} from '#domain/webhooks'
import type { AppDeps } from '../../app.ts'
import { organisationUsersOnly } from '../../auth/organisation-side.ts'
import { requireSession } from '../../auth/require-session.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { requireOrganisationAdministrator } from '../actors/organisation-administrator.ts'
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  resendDelivery,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhook,
} from './webhooks.service.ts'

const ID = ':id{[0-9a-fA-F-]+}'
const WEBHOOK_ID = ':webhookId{[0-9a-fA-F-]+}'
const DELIVERY_ID = ':deliveryId{[0-9a-fA-F-]+}'
const tag = 'Webhooks'
const description =
  'Only an administrator of the organisation (Partner Admin, or an admin of an organisation above it) may call this; ' +
  'an API key never may.'
const addressRule =
  'The address must be https:// and resolve only to public addresses (no private, loopback or link-local ones), checked now and at every delivery; a refused one answers 400 with the field error.'

const DeliveriesQuery = Schema.Struct({ page: ListQueryFields.page, page_size: ListQueryFields.page_size })

export const webhooksRoutes = (deps: AppDeps) => {
  const administratorsOnly = requireOrganisationAdministrator(deps.db, WEBHOOK_MESSAGES.adminsOnly)
  const guarded = [requireSession(deps.tokens), organisationUsersOnly, administratorsOnly] as const
  const context = (c: { get(key: 'session'): AppEnv['Variables']['session'] }) => ({
    db: deps.db,
    session: c.get('session'),
    allowedHosts: deps.config.webhooks.allowedHosts,
  })
  return new Hono<AppEnv>()
    .use(`/${ID}/webhooks`, ...guarded)
    .use(`/${ID}/webhooks/*`, ...guarded)
    .get(
      `/${ID}/webhooks`,
      described(
        {
          summary: "List the organisation's webhooks",
          description,
          tag,
          params: IdParam,
          responses: { 200: WebhookList },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await listWebhooks(context(c), params.id)),
      ),
    )
    .post(
      `/${ID}/webhooks`,
      described(
        {
          summary: 'Register a webhook',
          description: `${description} ${addressRule} The answer holds the signing secret (\`secret\`) this once.`,
          tag,
          params: IdParam,
          body: CreateWebhook,
          responses: { 201: WebhookWithSecret },
          errors: [403, 404],
        },
        async (c, { params, body }) => c.json(await createWebhook(context(c), params.id, body), 201),
      ),
    )
    .patch(
      `/${ID}/webhooks/${WEBHOOK_ID}`,
      described(
        {
          summary: "Change a webhook's address, description or events, or pause and resume it",
          description: `${description} ${addressRule}`,
          tag,
          params: WebhookParams,
          body: UpdateWebhook,
          responses: { 200: WebhookRecord },
          errors: [403, 404],
        },
        async (c, { params, body }) => c.json(await updateWebhook(context(c), params.id, params.webhookId, body)),
      ),
    )
    .delete(
      `/${ID}/webhooks/${WEBHOOK_ID}`,
      described(
        {
          summary: 'Delete a webhook',
          description: `${description} Nothing more is sent to it, and its delivery log is deleted.`,
          tag,
          params: WebhookParams,
          responses: { 204: null },
          errors: [403, 404],
        },
        async (c, { params }) => {
          await deleteWebhook(context(c), params.id, params.webhookId)
          return c.body(null, 204)
        },
      ),
    )
    .post(
      `/${ID}/webhooks/${WEBHOOK_ID}/rotate-secret`,
      described(
        {
          summary: "Rotate a webhook's signing secret",
          description: `${description} The answer holds the new secret this once; it signs every attempt from now on, and the old one no longer does.`,
          tag,
          params: WebhookParams,
          responses: { 200: WebhookWithSecret },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await rotateWebhookSecret(context(c), params.id, params.webhookId)),
      ),
    )
    .get(
      `/${ID}/webhooks/${WEBHOOK_ID}/deliveries`,
      described(
        {
          summary: "A page of the webhook's delivery log, newest first",
          description,
          tag,
          params: WebhookParams,
          query: DeliveriesQuery,
          responses: { 200: WebhookDeliveryPage },
          errors: [403, 404],
        },
        async (c, { params, query }) =>
          c.json(await listDeliveries(context(c), params.id, params.webhookId, pagingOf(query, 20))),
      ),
    )
    .post(
      `/${ID}/webhooks/${WEBHOOK_ID}/deliveries/${DELIVERY_ID}/resend`,
      described(
        {
          summary: 'Send a delivery again',
          description: `${description} Queued at once with the same body and \`webhook-id\` (a receiver that has it already can drop it), signed with the current secret; its retries start over.`,
          tag,
          params: WebhookDeliveryParams,
          responses: { 202: WebhookDelivery },
          errors: [403, 404],
        },
        async (c, { params }) =>
          c.json(await resendDelivery(context(c), params.id, params.webhookId, params.deliveryId), 202),
      ),
    )
    .post(
      `/${ID}/webhooks/${WEBHOOK_ID}/test`,
      described(
        {
          summary: 'Send a test event',
          description: `${description} Queues a \`webhook.test\` event to this webhook, whatever events it receives.`,
          tag,
          params: WebhookParams,
          responses: { 202: WebhookDelivery },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await sendTestEvent(context(c), params.id, params.webhookId), 202),
      ),
    )
}
