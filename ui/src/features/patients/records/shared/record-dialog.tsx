import type * as React from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { cn } from '@/lib/utils'

type RecordDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  /** The form; it unmounts when the dialog closes, so each opening starts fresh. */
  children: React.ReactNode
  /** Classes of the dialog's box, e.g. a wider 'sm:max-w-3xl' for a long form. */
  className?: string
}

/** The dialog of a record's form, over the patient modal. */
export function RecordDialog({ open, onOpenChange, title, description, children, className }: RecordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={cn('sm:max-w-xl', className)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}
