import { FileDownIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { useId, useState } from 'react'
import type * as React from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { TooltipIconButton } from '@/components/tooltip-icon-button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { es } from '@/i18n/es'

const t = es.records.common

/** The server keeps at most 500 characters of a delete's reason. */
const DELETE_REASON_MAX = 500

type RecordRowActionsProps = {
  /** The record as said in the buttons' names, e.g. "la nota del 12/11/2026". */
  label: string
  /** Hidden when null: the user may not edit. */
  onEdit: (() => void) | null
  onPrint: () => void
  printing: boolean
  /**
   * Hidden when null (the record's `canDelete` is false). Runs after the confirmation with the optional
   * reason typed there ('' when none); a rejected promise keeps it open.
   */
  onDelete: ((reason: string) => Promise<void>) | null
  deleteTitle: string
  deleteDescription: string
  /** More buttons of the kind (e.g. Kardex's dose), placed before delete. */
  extra?: React.ReactNode
}

/** A record's edit, print PDF and delete (after confirmation) buttons. */
export function RecordRowActions({
  label,
  onEdit,
  onPrint,
  printing,
  onDelete,
  deleteTitle,
  deleteDescription,
  extra,
}: RecordRowActionsProps) {
  const reasonId = useId()
  const [reason, setReason] = useState('')
  return (
    <div className="flex shrink-0 items-center gap-1">
      {onEdit && (
        <TooltipIconButton label={t.editLabel(label)} tooltip={t.edit} onClick={onEdit}>
          <PencilIcon aria-hidden />
        </TooltipIconButton>
      )}
      <TooltipIconButton label={t.printLabel(label)} tooltip={t.print} onClick={onPrint} disabled={printing}>
        <FileDownIcon aria-hidden />
      </TooltipIconButton>
      {extra}
      {onDelete && (
        <ConfirmDialog
          title={deleteTitle}
          description={deleteDescription}
          confirmLabel={t.deleteConfirm}
          destructive
          onConfirm={() => onDelete(reason)}
          onOpenChange={(open) => {
            if (open) setReason('')
          }}
          trigger={
            <TooltipIconButton
              label={t.deleteLabel(label)}
              tooltip={t.delete}
              className="text-destructive hover:text-destructive"
            >
              <Trash2Icon aria-hidden />
            </TooltipIconButton>
          }
        >
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>{t.deleteReason}</Label>
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={DELETE_REASON_MAX}
              rows={2}
              aria-describedby={`${reasonId}-hint`}
              onChange={(event) => setReason(event.target.value)}
            />
            <p id={`${reasonId}-hint`} className="text-sm text-muted-foreground">
              {t.deleteReasonHint}
            </p>
          </div>
        </ConfirmDialog>
      )}
    </div>
  )
}
