import type { Resident } from '@/features/patients/schemas'

/** The patient modal's record tabs, in their order after Datos. */
export const RECORD_TABS = ['socialNotes', 'notes', 'vitals', 'incidents', 'kardex', 'care'] as const

export type RecordTabKey = (typeof RECORD_TABS)[number]

/** What every record tab's panel receives: the saved resident and whether the user may write its records. */
export type RecordTabProps = {
  resident: Resident
  canWrite: boolean
}
