// Placeholder so the list page compiles while the modal is being written; replaced by the wizard work.
export type PatientModalProps = {
  /** The resident to edit, or null to register a new one. */
  patientId: string | null
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function PatientModal(_props: PatientModalProps) {
  return null
}
