import { toast } from 'sonner'
import { useDeleteResident, useToggleArchive } from '@/features/patients/api'
import type { ReportError } from '@/features/patients/components/list/report-error'
import type { PatientSummary } from '@/features/patients/schemas'
import { es } from '@/i18n/es'

const t = es.patientList

/**
 * Archive toggle and delete, with the SPEC's toasts. Both reject on failure, after reporting it, so the
 * confirmation stays open.
 */
export function usePatientRowActions(reportError: ReportError) {
  const toggleArchive = useToggleArchive()
  const remove = useDeleteResident()

  async function guarded(task: () => Promise<unknown>, title: string, description: string) {
    try {
      await task()
    } catch (error) {
      reportError(error, t.errorTitle)
      throw error
    }
    toast.success(title, { description })
  }

  return {
    toggleArchive: (patient: PatientSummary) =>
      guarded(() => toggleArchive.mutateAsync(patient._id), t.toasts.archivedTitle, t.toasts.archivedText),
    remove: (patient: PatientSummary) =>
      guarded(() => remove.mutateAsync(patient._id), t.toasts.deletedTitle, t.toasts.deletedText),
  }
}
