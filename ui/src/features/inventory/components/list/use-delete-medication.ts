import { toast } from 'sonner'
import { useDeleteMedication } from '@/features/inventory/api'
import type { Medication } from '@/features/inventory/schemas'
import { es } from '@/i18n/es'
import { ApiError, isApiError } from '@/lib/api'

const t = es.inventory

/** The error to report for a failed deletion: the server's message, or "No se pudo eliminar el medicamento." */
export function deleteError(error: unknown): unknown {
  if (isApiError(error) && error.message !== es.errors.generic) return error
  return new ApiError(isApiError(error) ? error.status : 0, t.deleteFailed)
}

/**
 * Deletes a medication with the SPEC's toast. On failure it reports the error (`report`: toast titled
 * Error and the page's banner) and rejects, so the confirmation stays open.
 */
export function useDeleteMedicationAction(report: (error: unknown) => void) {
  const remove = useDeleteMedication()
  return async (medication: Medication) => {
    try {
      await remove.mutateAsync(medication._id)
    } catch (error) {
      report(deleteError(error))
      throw error
    }
    toast.success(t.toasts.deletedTitle, { description: t.toasts.deletedText(medication.name) })
  }
}
