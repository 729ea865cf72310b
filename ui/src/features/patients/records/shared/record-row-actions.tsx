import { FileDownIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { useId, useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { RowActions, type RowAction } from '@/components/row-actions'
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
  /** More actions of the kind (e.g. Kardex's dose and history), placed before delete. */
  extra?: RowAction[]
}

/**
 * A record's edit, print PDF, the kind's own actions and delete (after confirmation): icon buttons on wide
 * lists with a mouse, a "Más acciones" menu on phones, tablets and touch screens (components/row-actions).
 */
export function RecordRowActions({
  label,
  onEdit,
  onPrint,
  printing,
  onDelete,
  deleteTitle,
  deleteDescription,
  extra = [],
}: RecordRowActionsProps) {
  const reasonId = useId()
  const [reason, setReason] = useState('')
  const [confirming, setConfirming] = useState(false)

  const actions: RowAction[] = [
    ...(onEdit
      ? [{ id: 'edit', label: t.editLabel(label), short: t.edit, icon: <PencilIcon aria-hidden />, onSelect: onEdit }]
      : []),
    {
      id: 'print',
      label: t.printLabel(label),
      short: t.print,
      icon: <FileDownIcon aria-hidden />,
      onSelect: onPrint,
      disabled: printing,
    },
    ...extra,
    ...(onDelete
      ? [
          {
            id: 'delete',
            label: t.deleteLabel(label),
            short: t.delete,
            icon: <Trash2Icon aria-hidden />,
            destructive: true,
            onSelect: () => {
              setReason('')
              setConfirming(true)
            },
          },
        ]
      : []),
  ]

  return (
    <>
      <RowActions actions={actions} menuText={t.moreActions} menuLabel={t.moreActionsLabel(label)} />
      {onDelete && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={deleteTitle}
          description={deleteDescription}
          confirmLabel={t.deleteConfirm}
          destructive
          dirty={reason.trim() !== ''}
          onConfirm={() => onDelete(reason)}
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
    </>
  )
}
