import { useBlocker } from '@tanstack/react-router'
import { useCallback, useRef } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import type { Resident } from '@/features/patients/schemas'
import { ResidentWizard } from '@/features/patients/wizard/resident-wizard'
import { es } from '@/i18n/es'

const t = es.residentPage.discard

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
  const blocker = useBlocker({
    shouldBlockFn: () => dirty.current,
    enableBeforeUnload: () => dirty.current,
    withResolver: true,
  })

  return (
    <div className="rounded-xl border bg-card px-4 pt-4 shadow-sm sm:px-6 [&_form]:scroll-mt-20 sm:[&_form]:scroll-mt-48">
      <ResidentWizard key={resident._id} resident={resident} onDirtyChange={onDirtyChange} />
      <ConfirmDialog
        open={blocker.status === 'blocked'}
        onOpenChange={(open) => {
          if (!open) blocker.reset?.()
        }}
        title={t.title}
        description={t.description}
        confirmLabel={t.confirm}
        cancelLabel={t.keep}
        destructive
        onConfirm={() => {
          dirty.current = false
          blocker.proceed?.()
        }}
      />
    </div>
  )
}
