import { CircleAlertIcon } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'

/** The red banner a form shows for a failed call (SPEC 8); renders nothing without a message. */
export function ErrorBanner({ message, className }: { message: string | null | undefined; className?: string }) {
  if (!message) return null
  return (
    <Alert variant="destructive" role="alert" className={className}>
      <CircleAlertIcon aria-hidden />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  )
}
