import { CircleAlertIcon } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { es } from '@/i18n/es'
import { errorMessage } from '@/lib/api'

/** The inventory or a history could not be loaded: why, and a way to try again. */
export function LoadError({ message, error, onRetry }: { message: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlertIcon aria-hidden />
      <AlertDescription className="grid gap-3">
        <p>
          {message} {errorMessage(error)}
        </p>
        <Button variant="outline" size="sm" className="justify-self-start" onClick={onRetry}>
          {es.common.retry}
        </Button>
      </AlertDescription>
    </Alert>
  )
}
