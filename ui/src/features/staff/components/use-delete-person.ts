import { toast } from 'sonner'
import type { Person } from '@/features/staff/components/people-list'
import type { ReportFailure } from '@/features/staff/components/section-props'

type DeleteTexts = { deletedTitle: string; deletedText: string; deleteError: string }

/**
 * Deletes (deactivates) a person with the SPEC's toast. Rejects on failure, after reporting it, so the
 * confirmation stays open.
 */
export function useDeletePerson(remove: (id: string) => Promise<unknown>, texts: DeleteTexts, report: ReportFailure) {
  return async (person: Person) => {
    try {
      await remove(person._id)
    } catch (error) {
      report(error, texts.deleteError)
      throw error
    }
    toast.success(texts.deletedTitle, { description: texts.deletedText })
  }
}
