import type { RecordTabKey } from '@/features/patients/records/record-tabs'

/** Which record kinds the signed-in user may create, edit and delete (every staff role reads them all). */
export type RecordPermissions = Record<RecordTabKey, boolean>

const CLINICAL = ['administrative', 'doctor', 'nurse']
const STAFF = ['administrative', 'doctor', 'nurse', 'socialworker']

/** The server's rule (it answers 403 otherwise): who writes each kind of record. */
const WRITERS: Record<RecordTabKey, readonly string[]> = {
  socialNotes: ['administrative', 'socialworker'],
  notes: STAFF,
  vitals: CLINICAL,
  incidents: CLINICAL,
  kardex: CLINICAL,
  care: STAFF,
}

/** The record kinds a user holding `roleNames` may write. */
export function recordPermissions(roleNames: readonly string[]): RecordPermissions {
  const may = (tab: RecordTabKey) => WRITERS[tab].some((role) => roleNames.includes(role))
  return {
    socialNotes: may('socialNotes'),
    notes: may('notes'),
    vitals: may('vitals'),
    incidents: may('incidents'),
    kardex: may('kardex'),
    care: may('care'),
  }
}
