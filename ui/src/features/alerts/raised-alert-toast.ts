import { useNavigate } from '@tanstack/react-router'
import { es } from '@/i18n/es'
import type { ToastText } from '@/lib/use-form-submit'

/**
 * Issue 25: the success toast of a record whose saving raised a clinical alert (a reading out of range, a
 * fall) says «Se ha generado una alerta.» with «Ver alerta», which opens the alerts queue where it waits.
 * Without an alert it is the usual toast.
 */
export function useRaisedAlertToast() {
  const navigate = useNavigate()
  return (text: ToastText, alertId: string | null | undefined): ToastText =>
    alertId
      ? {
          title: text.title,
          description: es.alerts.raised.description,
          action: { label: es.alerts.raised.view, onClick: () => void navigate({ to: '/alerts' }) },
        }
      : text
}
