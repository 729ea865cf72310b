import { useQuery } from '@tanstack/react-query'
import { CalendarPlusIcon } from 'lucide-react'
import { ContentPage } from '@/components/content-page'
import { FormDialog } from '@/components/form-dialog'
import { activitiesQueryOptions, useDeleteActivity } from '@/features/activities/api'
import { ActivitiesTable } from '@/features/activities/components/activities-table'
import { ActivityCards } from '@/features/activities/components/activity-cards'
import { ActivityForm } from '@/features/activities/components/activity-form'
import { es } from '@/i18n/es'

const t = es.activities

/** Gestión de Actividades: the list (table or cards by the page's width), Nueva/Editar Actividad, delete. */
export function ActivitiesPage() {
  const list = useQuery(activitiesQueryOptions())
  const remove = useDeleteActivity()
  return (
    <ContentPage
      title={es.pages.activities.title}
      description={t.description}
      create={{ label: t.newActivity, icon: <CalendarPlusIcon aria-hidden /> }}
      loadError={t.loadError}
      list={list}
      renderTable={(layout) => <ActivitiesTable {...layout} />}
      renderCards={(layout) => <ActivityCards {...layout} />}
      actions={t}
      rowName={(activity) => activity.title}
      remove={remove.mutateAsync}
      renderDialog={({ item, ...dialog }) => (
        <FormDialog {...dialog} title={item ? t.editTitle : t.createTitle} description={t.formIntro}>
          <ActivityForm activity={item} onSaved={() => dialog.onOpenChange(false)} />
        </FormDialog>
      )}
    />
  )
}
