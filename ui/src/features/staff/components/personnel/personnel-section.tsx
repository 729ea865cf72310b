import { useState } from 'react'
import { personnelQueryOptions, useDeleteStaff } from '@/features/staff/api'
import { ListLoadError } from '@/features/staff/components/list-load-error'
import { PeopleList } from '@/features/staff/components/people-list'
import { PeopleSearch } from '@/features/staff/components/people-search'
import { PersonActions } from '@/features/staff/components/person-actions'
import { PERSONNEL_COLUMNS } from '@/features/staff/components/personnel/personnel-columns'
import { StaffFormDialog } from '@/features/staff/components/personnel/staff-form-dialog'
import type { SectionProps } from '@/features/staff/components/section-props'
import { TeamCard } from '@/features/staff/components/team-card'
import { useDeletePerson } from '@/features/staff/components/use-delete-person'
import { useTeamList } from '@/features/staff/components/use-team-list'
import type { StaffMember } from '@/features/staff/schemas'
import { es } from '@/i18n/es'

const t = es.staff.personnel

/** Gestión de Personal: doctors, nurses and administrative staff. */
export function PersonnelSection({ canWrite, currentUserId, report, onSaved, onResetPassword }: SectionProps) {
  const list = useTeamList(personnelQueryOptions(), t.loadError)
  const remove = useDeleteStaff()
  const deleteMember = useDeletePerson(remove.mutateAsync, t, report)
  const [dialog, setDialog] = useState<{ open: boolean; member: StaffMember | null }>({ open: false, member: null })

  return (
    <TeamCard
      title={t.title}
      description={t.description}
      create={canWrite ? { label: t.create, onClick: () => setDialog({ open: true, member: null }) } : undefined}
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
          columns={PERSONNEL_COLUMNS}
          currentUserId={currentUserId}
          renderActions={
            canWrite
              ? (member) => (
                  <PersonActions
                    name={member.name}
                    self={member._id === currentUserId}
                    deleteTitle={t.deleteTitle}
                    onEdit={() => setDialog({ open: true, member })}
                    onResetPassword={() => onResetPassword(member)}
                    onDelete={() => deleteMember(member)}
                  />
                )
              : undefined
          }
        />
      )}
      {canWrite && (
        <StaffFormDialog
          open={dialog.open}
          member={dialog.member}
          onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
          onSaved={(member) => {
            setDialog((current) => ({ ...current, open: false }))
            onSaved(member)
          }}
        />
      )}
    </TeamCard>
  )
}
