import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { notificationsQueryOptions } from '@/features/notifications/api'
import { es } from '@/i18n/es'
import { notifyError } from '@/lib/notify'

/** The user's notifications; SPEC 8: a load failure is told in a toast. */
export function useNotifications(userId: string) {
  const query = useQuery(notificationsQueryOptions(userId))
  const { isError, error, errorUpdatedAt } = query
  useEffect(() => {
    if (isError) notifyError(error, es.notifications.loadError)
  }, [isError, error, errorUpdatedAt])
  return query
}
