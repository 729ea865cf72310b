import { FileDownIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import type * as React from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { TooltipIconButton } from '@/components/tooltip-icon-button'
import { es } from '@/i18n/es'

const t = es.records.common

type RecordRowActionsProps = {
  /** The record as said in the buttons' names, e.g. "la nota del 12/11/2026". */
  label: string
  /** Hidden when null: the user may not edit. */
  onEdit: (() => void) | null
  onPrint: () => void
  printing: boolean
  /** Hidden when null. Runs after the confirmation; a rejected promise keeps it open. */
  onDelete: (() => Promise<void>) | null
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
          onConfirm={onDelete}
          trigger={
            <TooltipIconButton
              label={t.deleteLabel(label)}
              tooltip={t.delete}
              className="text-destructive hover:text-destructive"
            >
              <Trash2Icon aria-hidden />
            </TooltipIconButton>
          }
        />
      )}
    </div>
  )
}
