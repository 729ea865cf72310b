import { useBlocker } from '@tanstack/react-router'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { es } from '@/i18n/es'

type LeaveGuardProps = {
  /** Read when the user leaves: does the page hold unsaved changes now? */
  holdsChanges: () => boolean
  /** What would be lost, e.g. «Hay cambios sin guardar en los datos del residente…». */
  description: string
  /** Called when the user chooses to leave anyway, before going. */
  onLeave?: () => void
}

/**
 * The unsaved-changes guard of a page-long form (DESIGN 8): leaving the page (another tab, the back link, a
 * notification) while it holds changes asks `¿Descartar los cambios?` first; closing the browser tab too.
 * Forms in a dialog have FormDialog's own guard.
 */
export function LeaveGuard({ holdsChanges, description, onLeave }: LeaveGuardProps) {
  const blocker = useBlocker({
    shouldBlockFn: holdsChanges,
    enableBeforeUnload: holdsChanges,
    withResolver: true,
  })
  const t = es.common.discard
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.()
      }}
      title={t.title}
      description={description}
      confirmLabel={t.confirm}
      cancelLabel={t.keep}
      destructive
      onConfirm={() => {
        onLeave?.()
        blocker.proceed?.()
      }}
    />
  )
}
