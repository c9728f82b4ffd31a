// The bell (issue 17 point 6): one query holds the newest notices and the unread count; the top bar reads the
// count, the menu (a lazy chunk) the notices. Marking read answers the list as it now stands.
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type Notification,
} from '@aspirant/contract/notifications.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** How often an open tab asks for new notices (and again whenever it regains focus). */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

export interface NotificationsData {
  notifications: Notification[];
  unreadCount: number;
}

const pick = ({ notifications, unreadCount }: NotificationsData): NotificationsData => ({
  notifications,
  unreadCount,
});

/** GET /api/notifications: the newest 20 and the unread count; a light request once a minute. */
export function useNotifications() {
  return useQuery({
    queryKey: queryKeys.notifications,
    queryFn: async ({ signal }) => pick(unwrap(await callEndpoint(listNotifications, { signal }))),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => pick(unwrap(await callEndpoint(markAllNotificationsRead))),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.notifications, data),
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      pick(unwrap(await callEndpoint(markNotificationRead, { params: { id } }))),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.notifications, data),
  });
}
