import type { RecordPermissions } from '@/features/patients/records/shared/permissions'

/** What the signed-in user may do on the list (the server checks again and answers 403 otherwise). */
export type PatientListPermissions = {
  /** Register, archive and unarchive residents: administrative, doctor and nurse. */
  writeResidents: boolean
  /** Delete archived residents: administrative only. */
  deleteResidents: boolean
  /** Create, edit and delete areas and assign residents to them: administrative only. */
  manageAreas: boolean
  /** The record kinds they may write in the patient modal's tabs. */
  records: RecordPermissions
}
