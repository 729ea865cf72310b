import { CircleAlertIcon } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { es } from '@/i18n/es'
import { errorMessage } from '@/lib/api'

type LoadErrorProps = {
  /** What could not be loaded, e.g. "No se pudo cargar la lista de pacientes."; the server's reason follows. */
  what?: string
  error: unknown
  /** Said instead of the server's generic message when it gave none (e.g. "Error al obtener el personal."). */
  fallback?: string
  onRetry: () => void
  className?: string
}

/** Something could not be loaded: what, why, and a way to try again. */
export function LoadError({ what, error, fallback, onRetry, className }: LoadErrorProps) {
  const reason = errorMessage(error, fallback)
  return (
    <Alert variant="destructive" role="alert" className={className}>
      <CircleAlertIcon aria-hidden />
      <AlertDescription className="grid gap-3">
        <p>{what ? `${what} ${reason}` : reason}</p>
        <Button variant="outline" size="sm" className="justify-self-start" onClick={onRetry}>
          {es.common.retry}
        </Button>
      </AlertDescription>
    </Alert>
  )
}
