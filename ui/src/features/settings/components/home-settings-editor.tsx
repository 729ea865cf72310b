import { useQuery } from '@tanstack/react-query'
import { CircleAlertIcon } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { homeSettingsQueryOptions } from '@/features/settings/api'
import { HomeSettingsForm } from '@/features/settings/components/home-settings-form'
import { es } from '@/i18n/es'
import { errorMessage } from '@/lib/api'

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
    return (
      <Alert variant="destructive" role="alert">
        <CircleAlertIcon aria-hidden />
        <AlertDescription className="grid gap-3">
          <p>
            {t.loadError} {errorMessage(settings.error)}
          </p>
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void settings.refetch()}>
            {es.common.retry}
          </Button>
        </AlertDescription>
      </Alert>
    )
  }

  return <HomeSettingsForm settings={settings.data} />
}
