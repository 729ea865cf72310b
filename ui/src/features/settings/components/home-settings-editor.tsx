import { useQuery } from '@tanstack/react-query'
import { LoadError } from '@/components/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { homeSettingsQueryOptions } from '@/features/settings/api'
import { HomeSettingsForm } from '@/features/settings/components/home-settings-form'
import { es } from '@/i18n/es'

const t = es.settings

/** Loads the saved details, then shows the form prefilled with them. */
export function HomeSettingsEditor() {
  const settings = useQuery(homeSettingsQueryOptions())

  if (settings.isPending) {
    return (
      <div role="status" aria-label={t.loading} className="grid gap-5 sm:grid-cols-2">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-[4.5rem]" />
        ))}
      </div>
    )
  }

  if (settings.isError) {
    return <LoadError what={t.loadError} error={settings.error} onRetry={() => void settings.refetch()} />
  }

  return <HomeSettingsForm settings={settings.data} />
}
