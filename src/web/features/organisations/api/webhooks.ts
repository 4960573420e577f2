// /api/actors/organisations/{id}/webhooks (docs/webhooks.md): the organisation's endpoints, creating one and rotating
// its secret (the secret answered once), changing, pausing and deleting one, sending it a test event, and each
// endpoint's delivery log with "send again"; decoded with the domain's schemas. Only the Webhooks tab, which loads
// on demand, imports this module.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import {
  type CreateWebhook,
  type WebhookDeliveryPage as DeliveryPage,
  type UpdateWebhook,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookList,
  WebhookRecord,
  WebhookWithSecret,
} from '#domain/webhooks'
import { api } from '../../../api/client'
import { organisationPath } from './get-organisation'

const webhooksPath = (organisationId: string) => `${organisationPath(organisationId)}/webhooks`
const webhookPath = (organisationId: string, webhookId: string) =>
  `${webhooksPath(organisationId)}/${encodeURIComponent(webhookId)}`

const webhooksKey = (organisationId: string) => ['organisations', organisationId, 'webhooks'] as const
const deliveriesKey = (organisationId: string, webhookId: string) =>
  [...webhooksKey(organisationId), webhookId, 'deliveries'] as const

export const webhooksQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: webhooksKey(organisationId),
    queryFn: async () => Schema.decodeUnknownSync(WebhookList)(await api(webhooksPath(organisationId))).items,
  })

export const useWebhooks = (organisationId: string) => useQuery(webhooksQueryOptions(organisationId))

/** While a delivery waits for an attempt, the log asks again soon; it stops once every delivery has settled. */
const PENDING_POLL_MS = 2_000
/** A retry waits minutes to hours: the log asks again when the earliest one is due, at most this long apart. */
const RETRYING_POLL_MAX_MS = 30_000

/** How long until the log should ask again, or false when nothing on the page can change by itself. */
export const deliveryPollInterval = (page: DeliveryPage | undefined, now = Date.now()): number | false => {
  const items = page?.items ?? []
  if (items.some((delivery) => delivery.status === 'pending')) return PENDING_POLL_MS
  const dueTimes = items
    .filter((delivery) => delivery.status === 'retrying')
    .map((delivery) => (delivery.next_attempt_at ? Date.parse(delivery.next_attempt_at) : now))
  if (dueTimes.length === 0) return false
  const wait = Math.min(...dueTimes) - now + 1_000
  return Math.min(Math.max(wait, PENDING_POLL_MS), RETRYING_POLL_MAX_MS)
}

export const deliveriesQueryOptions = (organisationId: string, webhookId: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...deliveriesKey(organisationId, webhookId), page, pageSize],
    queryFn: async () =>
      Schema.decodeUnknownSync(WebhookDeliveryPage)(
        await api(`${webhookPath(organisationId, webhookId)}/deliveries`, {
          query: { page: String(page), page_size: String(pageSize) },
        }),
      ),
  })

/** A paused endpoint's deliveries wait until it is resumed (which reads the log again): nothing to ask about. */
export const useDeliveries = (
  organisationId: string,
  webhookId: string,
  paging: { page: number; pageSize: number; active: boolean },
) =>
  useQuery({
    ...deliveriesQueryOptions(organisationId, webhookId, paging.page, paging.pageSize),
    refetchInterval: (query) => paging.active && deliveryPollInterval(query.state.data),
    placeholderData: (last) => last,
  })

/**
 * Every change reads the endpoints again, and the open delivery log: a delivery made, re-sent or (on resuming)
 * sent at last shows there.
 */
const useWebhookMutation = <Input, Output>(organisationId: string, mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey(organisationId) }),
  })
}

export const useCreateWebhook = (organisationId: string) =>
  useWebhookMutation(organisationId, async (body: CreateWebhook) =>
    Schema.decodeUnknownSync(WebhookWithSecret)(await api(webhooksPath(organisationId), { method: 'POST', body })),
  )

export const useUpdateWebhook = (organisationId: string) =>
  useWebhookMutation(organisationId, async ({ webhookId, body }: { webhookId: string; body: UpdateWebhook }) =>
    Schema.decodeUnknownSync(WebhookRecord)(
      await api(webhookPath(organisationId, webhookId), { method: 'PATCH', body }),
    ),
  )

export const useRotateWebhookSecret = (organisationId: string) =>
  useWebhookMutation(organisationId, async (webhookId: string) =>
    Schema.decodeUnknownSync(WebhookWithSecret)(
      await api(`${webhookPath(organisationId, webhookId)}/rotate-secret`, { method: 'POST' }),
    ),
  )

export const useDeleteWebhook = (organisationId: string) =>
  useWebhookMutation(organisationId, async (webhookId: string) => {
    await api(webhookPath(organisationId, webhookId), { method: 'DELETE' })
  })

export const useSendTestEvent = (organisationId: string) =>
  useWebhookMutation(organisationId, async (webhookId: string) =>
    Schema.decodeUnknownSync(WebhookDelivery)(
      await api(`${webhookPath(organisationId, webhookId)}/test`, { method: 'POST' }),
    ),
  )

export const useResendDelivery = (organisationId: string) =>
  useWebhookMutation(organisationId, async ({ webhookId, deliveryId }: { webhookId: string; deliveryId: string }) =>
    Schema.decodeUnknownSync(WebhookDelivery)(
      await api(`${webhookPath(organisationId, webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`, {
        method: 'POST',
      }),
    ),
  )
