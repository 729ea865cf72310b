import { CircleAlertIcon } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { es } from '@/i18n/es'
import { errorMessage } from '@/lib/api'

/** The list could not be loaded: why, and a way to try again. */
export function ListLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlertIcon aria-hidden />
      <AlertDescription className="grid gap-3">
        <p>
          {es.patientList.loadError} {errorMessage(error)}
        </p>
        <Button variant="outline" size="sm" className="justify-self-start" onClick={onRetry}>
          {es.common.retry}
        </Button>
      </AlertDescription>
    </Alert>
  )
}
