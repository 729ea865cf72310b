import { useState } from 'react'
import { LoadError } from '@/components/load-error'
import { SearchBox } from '@/components/search-box'
import { PeopleList, type Person } from '@/features/staff/components/people-list'
import { PersonActions } from '@/features/staff/components/person-actions'
import { PersonFormDialog } from '@/features/staff/components/person-form-dialog'
import type { SectionProps } from '@/features/staff/components/section-props'
import { TeamCard } from '@/features/staff/components/team-card'
import type { TeamKind } from '@/features/staff/components/team-kind'
import { useDeletePerson } from '@/features/staff/components/use-delete-person'
import { useTeamList } from '@/features/staff/components/use-team-list'
import { es } from '@/i18n/es'

/** A team's card on /admin (Gestión de Personal or Gestión de Trabajadoras Sociales): search, list and dialogs. */
export function TeamSection<P extends Person>({
  kind,
  canWrite,
  currentUserId,
  report,
  onSaved,
  onResetPassword,
}: SectionProps & { kind: TeamKind<P> }) {
  const t = kind.texts
  const list = useTeamList({ queryKey: kind.queryKey, queryFn: kind.fetch }, t.loadError)
  const deletePerson = useDeletePerson(kind.useRemove(), t, report)
  const [dialog, setDialog] = useState<{ open: boolean; person: P | null }>({ open: false, person: null })

  return (
    <TeamCard
      title={t.title}
      description={t.description}
      create={canWrite ? { label: t.create, onClick: () => setDialog({ open: true, person: null }) } : undefined}
    >
      <SearchBox
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={list.search}
        onChange={list.setSearch}
      />
      {list.query.isError && !list.query.data ? (
        <LoadError error={list.query.error} fallback={t.loadError} onRetry={() => void list.query.refetch()} />
      ) : (
        <PeopleList
          people={list.shown}
          loading={list.query.isPending}
          caption={t.caption}
          emptyMessage={list.all.length > 0 ? es.staff.filteredEmpty : t.empty}
          headers={t.columns}
          columns={kind.columns}
          currentUserId={currentUserId}
          renderActions={
            canWrite
              ? (person) => (
                  <PersonActions
                    name={person.name}
                    self={person._id === currentUserId}
                    deleteTitle={t.deleteTitle}
                    onEdit={() => setDialog({ open: true, person })}
                    onResetPassword={() => onResetPassword(person)}
                    onDelete={() => deletePerson(person)}
                  />
                )
              : undefined
          }
        />
      )}
      {canWrite && (
        <PersonFormDialog
          kind={kind}
          open={dialog.open}
          person={dialog.person}
          onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
          onSaved={(person) => {
            setDialog((current) => ({ ...current, open: false }))
            onSaved(person)
          }}
        />
      )}
    </TeamCard>
  )
}
