import { useState } from 'react'
import { socialWorkersQueryOptions, useDeleteSocialWorker } from '@/features/staff/api'
import { ListLoadError } from '@/features/staff/components/list-load-error'
import { PeopleList } from '@/features/staff/components/people-list'
import { PeopleSearch } from '@/features/staff/components/people-search'
import { PersonActions } from '@/features/staff/components/person-actions'
import { SOCIAL_WORKER_COLUMNS } from '@/features/staff/components/social-workers/social-worker-columns'
import { SocialWorkerFormDialog } from '@/features/staff/components/social-workers/social-worker-form-dialog'
import type { SectionProps } from '@/features/staff/components/section-props'
import { TeamCard } from '@/features/staff/components/team-card'
import { useDeletePerson } from '@/features/staff/components/use-delete-person'
import { useTeamList } from '@/features/staff/components/use-team-list'
import type { SocialWorker } from '@/features/staff/schemas'
import { es } from '@/i18n/es'

const t = es.staff.socialWorkers

/** Gestión de Trabajadoras Sociales. */
export function SocialWorkersSection({ canWrite, currentUserId, report, onSaved, onResetPassword }: SectionProps) {
  const list = useTeamList(socialWorkersQueryOptions(), t.loadError)
  const remove = useDeleteSocialWorker()
  const deleteWorker = useDeletePerson(remove.mutateAsync, t, report)
  const [dialog, setDialog] = useState<{ open: boolean; worker: SocialWorker | null }>({ open: false, worker: null })

  return (
    <TeamCard
      title={t.title}
      description={t.description}
      create={canWrite ? { label: t.create, onClick: () => setDialog({ open: true, worker: null }) } : undefined}
    >
      <PeopleSearch
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={list.search}
        onChange={list.setSearch}
      />
      {list.query.isError && !list.query.data ? (
        <ListLoadError error={list.query.error} fallback={t.loadError} onRetry={() => void list.query.refetch()} />
      ) : (
        <PeopleList
          people={list.shown}
          loading={list.query.isPending}
          caption={t.caption}
          emptyMessage={list.all.length > 0 ? es.staff.filteredEmpty : t.empty}
          headers={t.columns}
          columns={SOCIAL_WORKER_COLUMNS}
          currentUserId={currentUserId}
          renderActions={
            canWrite
              ? (worker) => (
                  <PersonActions
                    name={worker.name}
                    self={worker._id === currentUserId}
                    deleteTitle={t.deleteTitle}
                    onEdit={() => setDialog({ open: true, worker })}
                    onResetPassword={() => onResetPassword(worker)}
                    onDelete={() => deleteWorker(worker)}
                  />
                )
              : undefined
          }
        />
      )}
      {canWrite && (
        <SocialWorkerFormDialog
          open={dialog.open}
          worker={dialog.worker}
          onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
          onSaved={(worker) => {
            setDialog((current) => ({ ...current, open: false }))
            onSaved(worker)
          }}
        />
      )}
    </TeamCard>
  )
}
