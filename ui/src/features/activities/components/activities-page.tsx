import { useQuery } from '@tanstack/react-query'
import { CalendarPlusIcon } from 'lucide-react'
import { useState } from 'react'
import { ErrorBanner } from '@/components/error-banner'
import { LoadError } from '@/components/load-error'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { activitiesQueryOptions } from '@/features/activities/api'
import { ActivitiesTable } from '@/features/activities/components/activities-table'
import { ActivityActions } from '@/features/activities/components/activity-actions'
import { ActivityCards } from '@/features/activities/components/activity-cards'
import { ActivityFormDialog } from '@/features/activities/components/activity-form-dialog'
import type { Activity } from '@/features/activities/schemas'
import { es } from '@/i18n/es'
import { canChange, type Viewer } from '@/lib/authorship'
import { notifyError } from '@/lib/notify'
import { useTimedMessage } from '@/lib/use-timed-message'

const t = es.activities

/** Gestión de Actividades: the list (table or cards by the page's width), Nueva/Editar Actividad, delete. */
export function ActivitiesPage({ viewer }: { viewer: Viewer }) {
  const list = useQuery(activitiesQueryOptions())
  const banner = useTimedMessage()
  const [dialog, setDialog] = useState<{ open: boolean; activity: Activity | null }>({ open: false, activity: null })

  function reportError(error: unknown) {
    const message = notifyError(error)
    if (message) banner.show(message)
  }

  const layout = {
    rows: list.data ?? [],
    loading: list.isPending,
    renderActions: (activity: Activity) =>
      canChange(viewer, activity.createdBy) && (
        <ActivityActions
          activity={activity}
          onEdit={(a) => setDialog({ open: true, activity: a })}
          onError={reportError}
        />
      ),
  }

  return (
    <div className="@container grid gap-6">
      <PageHeader
        title={es.pages.activities.title}
        description={t.description}
        actions={
          <Button onClick={() => setDialog({ open: true, activity: null })}>
            <CalendarPlusIcon aria-hidden />
            {t.newActivity}
          </Button>
        }
      />
      <ErrorBanner message={banner.message} />
      {list.isError && !list.data ? (
        <LoadError what={t.loadError} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div aria-busy={list.isFetching || undefined} className="grid">
          <ActivitiesTable {...layout} className="hidden @min-[48rem]:block" />
          <ActivityCards {...layout} className="@min-[48rem]:hidden" />
        </div>
      )}
      <ActivityFormDialog
        open={dialog.open}
        activity={dialog.activity}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </div>
  )
}
