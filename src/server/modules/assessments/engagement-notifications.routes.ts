// /api/assessments/engagements/{id}/notifications (rule engagement.notifications, the Notifications tab): GET the rows
// and the users who may be added; POST to add a recipient; PATCH to unsubscribe or resubscribe one recipient of
// one kind; DELETE .../notifications/recipients/{recipientId} to remove an added recipient.
import type { Context } from 'hono'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { AddNotificationRecipient, NotificationSubscription } from '#domain/engagement-notifications'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { decodeBody, decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import {
  addNotificationRecipient,
  listNotifications,
  removeNotificationRecipient,
  setNotificationSubscription,
} from './engagement-notifications.service.ts'

export const engagementNotificationsRoutes = (deps: AppDeps) => {
  const caller = (c: Context<AppEnv>) => ({ db: deps.db, session: c.get('session') })
  const engagementId = (c: Context<AppEnv>) => decodeWith(Uuid, c.req.param('id'))
  return new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    .get('/:id/notifications', async (c) => c.json(await listNotifications(caller(c), engagementId(c))))
    .post('/:id/notifications', async (c) => {
      const id = engagementId(c)
      const body = await decodeBody(c, AddNotificationRecipient)
      return c.json(await addNotificationRecipient(caller(c), id, body), 201)
    })
    .patch('/:id/notifications', async (c) => {
      const id = engagementId(c)
      const body = await decodeBody(c, NotificationSubscription)
      return c.json(await setNotificationSubscription(caller(c), id, body))
    })
    .delete('/:id/notifications/recipients/:recipientId', async (c) => {
      const id = engagementId(c)
      const recipientId = decodeWith(Uuid, c.req.param('recipientId'))
      return c.json(await removeNotificationRecipient(caller(c), id, recipientId))
    })
}
