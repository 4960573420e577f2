// /api/assessments/engagements/{id}/notifications (rule engagement.notifications, the Notifications tab): GET the rows
// and the users who may be added; POST to add a recipient; PATCH to unsubscribe or resubscribe one recipient of
// one kind; DELETE .../notifications/recipients/{recipientId} to remove an added recipient.
import * as Schema from 'effect/Schema'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { IdParam } from '#domain/api-contract'
import {
  AddNotificationRecipient,
  EngagementNotifications,
  NotificationSubscription,
} from '#domain/engagement-notifications'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import {
  addNotificationRecipient,
  listNotifications,
  removeNotificationRecipient,
  setNotificationSubscription,
} from './engagement-notifications.service.ts'

const tag = 'Engagement notifications'

export const engagementNotificationsRoutes = (deps: AppDeps) => {
  const caller = (c: Context<AppEnv>) => ({ db: deps.db, session: c.get('session') })
  return new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    .get(
      '/:id/notifications',
      described(
        {
          summary: "Who receives each kind of the engagement's e-mails, and who may be added",
          tag,
          params: IdParam,
          responses: { 200: EngagementNotifications },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await listNotifications(caller(c), params.id)),
      ),
    )
    .post(
      '/:id/notifications',
      described(
        {
          summary: 'Add an organisation user to receive one kind of e-mail, or every kind',
          tag,
          params: IdParam,
          body: AddNotificationRecipient,
          responses: { 201: EngagementNotifications },
          errors: [403, 404, 409],
        },
        async (c, { params, body }) => c.json(await addNotificationRecipient(caller(c), params.id, body), 201),
      ),
    )
    .patch(
      '/:id/notifications',
      described(
        {
          summary: 'Unsubscribe one recipient from one kind of e-mail, or subscribe them again',
          description: 'The mail a party must receive cannot be unsubscribed by its default recipients (409).',
          tag,
          params: IdParam,
          body: NotificationSubscription,
          responses: { 200: EngagementNotifications },
          errors: [403, 404, 409],
        },
        async (c, { params, body }) => c.json(await setNotificationSubscription(caller(c), params.id, body)),
      ),
    )
    .delete(
      '/:id/notifications/recipients/:recipientId',
      described(
        {
          summary: 'Remove an added recipient',
          tag,
          params: Schema.Struct({ id: Uuid, recipientId: Uuid }),
          responses: { 200: EngagementNotifications },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await removeNotificationRecipient(caller(c), params.id, params.recipientId)),
      ),
    )
}
