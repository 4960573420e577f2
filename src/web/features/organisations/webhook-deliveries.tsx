// One webhook's delivery log (docs/webhooks.md): each event sent to the endpoint, newest first, with its status in
// words, the receiver's last answer, the attempts and when the next one is due, and "Send again". The page asks the
// server again by itself while a delivery is still on its way.
import { useMemo } from 'react'
import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryStatus,
} from '#domain/webhook-events'
import type { WebhookDelivery } from '#domain/webhooks'
import { css, cx } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import { DataTable, type ListColumn, Pagination } from '../../ui/data-table'
import { formatDateTime } from '../../ui/format-date'
import { notify } from '../../ui/toaster'
import type { ListController } from '../../ui/use-list-state'
import { useDeliveries, useResendDelivery } from './api/webhooks'
import { tellRefusal } from './webhook-refusal'

export const eventLabelOf = (eventType: WebhookDelivery['event_type']) =>
  eventType === WEBHOOK_TEST_EVENT ? 'Test event' : WEBHOOK_EVENT_LABELS[eventType]

const dot = css({ width: '2', height: '2', borderRadius: 'full', flexShrink: 0 })
const STATUS_MARKS: Record<WebhookDeliveryStatus, string> = {
  pending: css({ bg: 'fg.muted' }),
  retrying: css({ bg: 'warning.default' }),
  succeeded: css({ bg: 'success.default' }),
  failed: css({ bg: 'danger.default' }),
}

/** The status in words, with a mark in its colour beside it (the words carry the meaning). */
const StatusText = ({ status }: { status: WebhookDeliveryStatus }) => (
  <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', fontWeight: '600' })}>
    <span aria-hidden="true" className={cx(dot, STATUS_MARKS[status])} />
    {WEBHOOK_DELIVERY_STATUS_LABELS[status]}
  </span>
)

const muted = css({ color: 'fg.muted' })

type WebhookDeliveriesProps = {
  organisationId: string
  webhookId: string
  /** The endpoint's name, for the table's caption and the buttons' names. */
  name: string
  /** Paused, its deliveries wait. */
  active: boolean
  list: ListController
}

export const WebhookDeliveries = ({ organisationId, webhookId, name, active, list }: WebhookDeliveriesProps) => {
  const { page, pageSize } = list.state
  const deliveries = useDeliveries(organisationId, webhookId, { page, pageSize, active })
  const resend = useResendDelivery(organisationId)

  const columns = useMemo<ListColumn<WebhookDelivery>[]>(
    () => [
      {
        id: 'event',
        header: 'Event',
        cell: ({ row }) => (
          <span className={css({ display: 'flex', flexDirection: 'column', minWidth: '10rem', maxWidth: '14rem' })}>
            <span>{eventLabelOf(row.original.event_type)}</span>
            {/* The webhook-id header the receiver saw, to find the delivery in its own logs. */}
            <span className={css({ fontFamily: 'mono', fontSize: 'xs', color: 'fg.muted', wordBreak: 'break-all' })}>
              {row.original.message_id}
            </span>
          </span>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <span className={css({ display: 'flex', flexDirection: 'column', minWidth: '10rem' })}>
            <StatusText status={row.original.status} />
            {row.original.status === 'retrying' && row.original.next_attempt_at && (
              <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                Next attempt {formatDateTime(row.original.next_attempt_at)}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'response',
        header: 'Response',
        meta: { align: 'end' },
        cell: ({ row }) => row.original.response_status ?? <span className={muted}>None</span>,
      },
      { id: 'attempts', header: 'Attempts', meta: { align: 'end' }, cell: ({ row }) => row.original.attempts },
      { id: 'created', header: 'Created', cell: ({ row }) => formatDateTime(row.original.created_at) },
      {
        id: 'last_attempt',
        header: 'Last attempt',
        cell: ({ row }) =>
          row.original.last_attempt_at ? (
            formatDateTime(row.original.last_attempt_at)
          ) : (
            <span className={muted}>Not yet</span>
          ),
      },
      {
        id: 'error',
        header: 'Last error',
        cell: ({ row }) =>
          row.original.last_error ? (
            <span className={css({ display: 'block', minWidth: '12rem', whiteSpace: 'normal' })}>
              {row.original.last_error}
            </span>
          ) : (
            <span className={muted}>None</span>
          ),
      },
      {
        id: 'actions',
        header: 'Action',
        cell: ({ row }) =>
          row.original.status === 'pending' ? (
            <span className={muted}>Sending…</span>
          ) : (
            <Button
              size="sm"
              variant="outline"
              aria-label={`Send again: ${eventLabelOf(row.original.event_type)} of ${formatDateTime(row.original.created_at)}`}
              loading={resend.isPending && resend.variables?.deliveryId === row.original.id}
              onClick={() =>
                resend.mutate(
                  { webhookId, deliveryId: row.original.id },
                  {
                    onSuccess: () => notify.success({ title: 'Sent again', description: WEBHOOK_MESSAGES.resendDone }),
                    onError: tellRefusal,
                  },
                )
              }
            >
              Send again
            </Button>
          ),
      },
    ],
    [resend, webhookId],
  )

  const data = deliveries.data
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', minWidth: '0' })}>
      {/* A page at a time, shown whole: on a phone each delivery stacks into labelled lines instead of scrolling. */}
      <DataTable
        caption={`Deliveries to ${name}`}
        columns={columns}
        rows={data?.items}
        getRowId={(row) => row.id}
        stacked
        loading={deliveries.isFetching}
        error={deliveries.isError ? 'The delivery log could not be loaded.' : undefined}
        empty="Nothing sent yet. Send a test event to see a delivery here."
      />
      {/* Rows per page as every list offers them, kept in the URL with the open log. */}
      {data && data.count > 0 && (
        <Pagination list={list} count={data.count} pages={data.pages} label={`Pages of the deliveries to ${name}`} />
      )}
    </div>
  )
}
