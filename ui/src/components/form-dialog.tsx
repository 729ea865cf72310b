import { useCallback, useRef, useState } from 'react'
import type * as React from 'react'
import { DiscardChangesDialog } from '@/components/confirm-dialog'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { UnsavedChangesContext } from '@/lib/unsaved-changes'
import { cn } from '@/lib/utils'

type FormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: React.ReactNode
  /** The form; the content unmounts when the dialog closes, so each opening starts a fresh form. */
  children: React.ReactNode
  /** Classes of the dialog's box: 'sm:max-w-2xl' unless given (e.g. 'sm:max-w-xl' for a short form). */
  className?: string
}

/**
 * The one dialog of a create or edit form ("Nueva Actividad", "Editar Nota"…). When its form holds
 * unsaved changes, Escape, a click outside, the close button and Cancelar ask `¿Descartar los cambios?`
 * first (DESIGN 8); "Seguir editando" leaves the form as it was. Saving closes it without asking (the
 * caller sets `open` to false).
 */
export function FormDialog({ open, onOpenChange, title, description, children, className }: FormDialogProps) {
  const dirty = useRef(false)
  const [asking, setAsking] = useState(false)
  const report = useCallback((value: boolean) => {
    dirty.current = value
  }, [])

  function requestOpenChange(next: boolean) {
    if (next) onOpenChange(true)
    else if (dirty.current) setAsking(true)
    else onOpenChange(false)
  }

  function discard() {
    dirty.current = false
    onOpenChange(false)
  }

  return (
    <>
      <Dialog open={open} onOpenChange={requestOpenChange}>
        <DialogContent className={cn('sm:max-w-2xl', className)}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <UnsavedChangesContext value={report}>{children}</UnsavedChangesContext>
        </DialogContent>
      </Dialog>
      <DiscardChangesDialog open={asking} onOpenChange={setAsking} onDiscard={discard} />
    </>
  )
}
