import type * as React from 'react'
import { FormDialog } from '@/components/form-dialog'
import { RecordSignature, type Signed } from '@/features/patients/records/shared/record-signature'
import { cn } from '@/lib/utils'

type RecordDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: React.ReactNode
  /** The form; it unmounts when the dialog closes, so each opening starts fresh. */
  children: React.ReactNode
  /** Classes of the dialog's box, e.g. a wider 'sm:max-w-3xl' for a long form. */
  className?: string
  /** The record being edited: who signed it, and who changed it since, under the description. */
  signed?: Signed | null
  /** Its signer when the kind names it otherwise (a note's `userIdName`). */
  signer?: string
}

/**
 * The dialog of a record's form: components/form-dialog's FormDialog (it asks before closing on unsaved
 * changes), 'sm:max-w-xl' unless told; editing, it says who signed the record and who changed it.
 */
export function RecordDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  signed,
  signer,
}: RecordDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={
        signed ? (
          <>
            {description}
            <RecordSignature record={signed} signer={signer} withLabel className="mt-1 text-sm" />
          </>
        ) : (
          description
        )
      }
      className={cn('sm:max-w-xl', className)}
    >
      {children}
    </FormDialog>
  )
}
