import type { Resident } from '@/features/patients/schemas'
import type { Permission } from '@/lib/permissions'

/** The patient modal's record tabs, in their order after Datos. */
export const RECORD_TABS = ['socialNotes', 'notes', 'vitals', 'incidents', 'kardex', 'care'] as const

export type RecordTabKey = (typeof RECORD_TABS)[number]

/** The permission (from the server, DESIGN 7) that creates and edits each kind; every staff member reads them all. */
export const RECORD_WRITE_PERMISSION: Record<RecordTabKey, Permission> = {
  socialNotes: 'records.socialwork',
  notes: 'records.notes',
  vitals: 'records.clinical',
  incidents: 'records.clinical',
  kardex: 'kardex.prescribe',
  care: 'records.notes',
}

/** What every record tab's panel receives: the saved resident and whether the user holds the kind's write permission. */
export type RecordTabProps = {
  resident: Resident
  canWrite: boolean
}
