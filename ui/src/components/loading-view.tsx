import { LoaderCircleIcon } from 'lucide-react'
import { es } from '@/i18n/es/public'

/** Full-screen view while the session is being restored. */
export function LoadingView() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6">
      <LoaderCircleIcon className="size-12 animate-spin text-primary" aria-hidden />
      <h1 className="text-3xl font-semibold">{es.loading.title}</h1>
      <p className="text-lg text-muted-foreground">{es.loading.description}</p>
    </div>
  )
}
