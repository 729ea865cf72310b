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
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false)
  const [pending, setPending] = useState(false)
  const open = controlledOpen ?? uncontrolledOpen

  function setOpen(next: boolean) {
    if (pending) return
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
  )
}
