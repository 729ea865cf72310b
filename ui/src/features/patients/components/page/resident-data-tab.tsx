import { useCallback, useRef } from 'react'
import { LeaveGuard } from '@/components/leave-guard'
import type { Resident } from '@/features/patients/schemas'
import { ResidentWizard } from '@/features/patients/wizard/resident-wizard'
import { es } from '@/i18n/es'

/**
 * Datos: the admission wizard in edit mode. Leaving the tab (another tab, the back link, a notification)
 * with unsaved changes asks first; closing the browser tab too. The wizard's step bar scrolls into view
 * below the header and the page's sticky tabs, never under them.
 */
export function ResidentDataTab({ resident }: { resident: Resident }) {
  const dirty = useRef(false)
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value
  }, [])

  return (
    <div className="rounded-xl border bg-card px-4 pt-4 shadow-sm sm:px-6 [&_form]:scroll-mt-20 sm:[&_form]:scroll-mt-48">
      <ResidentWizard key={resident._id} resident={resident} onDirtyChange={onDirtyChange} />
      <LeaveGuard
        holdsChanges={() => dirty.current}
        description={es.residentPage.discardDescription}
        onLeave={() => {
          dirty.current = false
        }}
      />
    </div>
  )
}
