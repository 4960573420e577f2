// GET /api/assessments/engagements/{id}/notifications and its changes (POST a recipient, PATCH a subscription,
// DELETE an added recipient): each change answers the tab as it now is, which replaces the cached one.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  AddNotificationRecipient,
  EngagementNotifications,
  NotificationSubscription,
} from '#domain/engagement-notifications'
import { api } from '../../../api/client'
import { ENGAGEMENTS_KEY } from '../../../api/query-keys'

const notificationsPath = (engagementId: string) =>
  `/assessments/engagements/${encodeURIComponent(engagementId)}/notifications`

export const notificationsQueryOptions = (engagementId: string) =>
  queryOptions({
    queryKey: [...ENGAGEMENTS_KEY, engagementId, 'notifications'] as const,
    queryFn: () => api<EngagementNotifications>(notificationsPath(engagementId)),
  })

export const useEngagementNotifications = (engagementId: string) => useQuery(notificationsQueryOptions(engagementId))

type NotificationChange =
  | { type: 'add'; body: AddNotificationRecipient }
  | { type: 'subscription'; body: NotificationSubscription }
  | { type: 'remove'; recipientId: string }

const send = (engagementId: string, change: NotificationChange) => {
  const path = notificationsPath(engagementId)
  if (change.type === 'add') return api<EngagementNotifications>(path, { method: 'POST', body: change.body })
  if (change.type === 'subscription') return api<EngagementNotifications>(path, { method: 'PATCH', body: change.body })
  return api<EngagementNotifications>(`${path}/recipients/${encodeURIComponent(change.recipientId)}`, {
    method: 'DELETE',
  })
}

export const useChangeNotifications = (engagementId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: NotificationChange) => send(engagementId, change),
    onSuccess: (notifications) =>
      queryClient.setQueryData(notificationsQueryOptions(engagementId).queryKey, notifications),
  })
}
