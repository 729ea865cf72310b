import { useState } from 'react'
import type * as React from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { buttonVariants } from '@/components/ui/button'
import { es } from '@/i18n/es'

type ConfirmDialogProps = {
  title: string
  description?: React.ReactNode
  confirmLabel?: string
  cancelLabel?: string
  /** Red confirm button, for deletions and other destructive actions. */
  destructive?: boolean
  /**
   * Runs on confirm. When it returns a promise the dialog stays open with both buttons disabled until
   * it settles, closes on success and stays open on failure (the caller reports the error).
   */
  onConfirm: () => unknown
  /** The element that opens the dialog; or control it with open/onOpenChange. */
  trigger?: React.ReactElement
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** More content between the text and the buttons (e.g. an optional reason). */
  children?: React.ReactNode
  /** The content holds typed text: closing without confirming asks `¿Descartar los cambios?` first. */
  dirty?: boolean
}

/** Asks before a destructive or irreversible action. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel = es.common.confirm,
  cancelLabel = es.common.cancel,
  destructive = false,
  onConfirm,
  trigger,
  open: controlledOpen,
  onOpenChange,
  children,
  dirty = false,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false)
  const [pending, setPending] = useState(false)
  const [askingDiscard, setAskingDiscard] = useState(false)
  const open = controlledOpen ?? uncontrolledOpen

  function setOpen(next: boolean) {
    if (pending) return
    if (!next && dirty) {
      setAskingDiscard(true)
      return
    }
    close(next)
  }

  function close(next: boolean) {
    setUncontrolledOpen(next)
    onOpenChange?.(next)
  }

  async function handleConfirm(event: React.MouseEvent) {
    event.preventDefault()
    setPending(true)
    try {
      await onConfirm()
      setPending(false)
      setUncontrolledOpen(false)
      onOpenChange?.(false)
    } catch {
      setPending(false)
    }
  }

  return (
    <>
      <AlertDialog open={open} onOpenChange={setOpen}>
        {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{title}</AlertDialogTitle>
            {description ? (
              <AlertDialogDescription>{description}</AlertDialogDescription>
            ) : (
              <AlertDialogDescription className="sr-only">{title}</AlertDialogDescription>
            )}
          </AlertDialogHeader>
          {children}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
            <AlertDialogAction
              disabled={pending}
              onClick={handleConfirm}
              className={destructive ? buttonVariants({ variant: 'destructive' }) : undefined}
            >
              {pending ? es.common.processing : confirmLabel}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      {dirty && <DiscardChangesDialog open={askingDiscard} onOpenChange={setAskingDiscard} onDiscard={() => close(false)} />}
    </>
  )
}

/** `¿Descartar los cambios?` before a dialog holding typed text closes; "Seguir editando" keeps it open. */
export function DiscardChangesDialog({
  open,
  onOpenChange,
  onDiscard,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onDiscard: () => void
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={es.common.discard.title}
      description={es.common.discard.description}
      confirmLabel={es.common.discard.confirm}
      cancelLabel={es.common.discard.keep}
      destructive
      onConfirm={onDiscard}
    />
  )
}
