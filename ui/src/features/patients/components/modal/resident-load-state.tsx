import { LoadError } from '@/components/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { es } from '@/i18n/es'

const t = es.patientModal

/** Placeholders shaped like the wizard while the resident loads. */
export function ResidentLoading() {
  return (
    <div role="status" aria-label={t.loading} className="grid gap-5 sm:grid-cols-2">
      <Skeleton className="h-11 sm:col-span-2" />
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} className="h-[4.5rem]" />
      ))}
    </div>
  )
}

/** The resident could not be loaded: why, and a retry. */
export function ResidentLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <LoadError what={t.loadError} error={error} onRetry={onRetry} />
}
