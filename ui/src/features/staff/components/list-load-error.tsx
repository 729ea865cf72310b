import { CircleAlertIcon } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/features/staff/report-failure'
import { es } from '@/i18n/es'

/** A list could not be loaded: why (the server's message or `fallback`), and a way to try again. */
export function ListLoadError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlertIcon aria-hidden />
      <AlertDescription className="grid gap-3">
        <p>{failureMessage(error, fallback)}</p>
        <Button variant="outline" size="sm" className="justify-self-start" onClick={onRetry}>
          {es.common.retry}
        </Button>
      </AlertDescription>
    </Alert>
  )
}
