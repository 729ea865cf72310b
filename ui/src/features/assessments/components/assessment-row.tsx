import { FileDownIcon, Trash2Icon } from 'lucide-react'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { downloadAssessmentPdf, useDeleteAssessment } from '@/features/assessments/api'
import { BandBadge } from '@/components/band-badge'
import type { Assessment } from '@/features/assessments/schemas'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'
import { notifyError } from '@/lib/notify'
import { formatDecimal } from '@/lib/numbers'

const t = es.assessments

/** The server keeps at most 500 characters of a delete's reason (like the records'). */
const DELETE_REASON_MAX = 500

/**
 * One saved assessment in its scale's history: date, the server's score and band, who made it; its PDF,
 * and delete (with an optional reason) when the server says `canDelete`. Both actions are visible buttons
 * with their words, 44 px high: nothing waits for a hover.
 */
export function AssessmentRow({ assessment, max }: { assessment: Assessment; max: number }) {
  const reasonId = useId()
  const [printing, setPrinting] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [reason, setReason] = useState('')
  const remove = useDeleteAssessment()
  const what = t.history.itemLabel(formatDate(assessment.date))

  async function print() {
    setPrinting(true)
    try {
      await downloadAssessmentPdf(assessment)
      toast.success(t.actions.pdfDone)
    } catch (error) {
      notifyError(error, t.actions.pdfFailed)
    } finally {
      setPrinting(false)
    }
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync({ id: assessment._id, reason })
    } catch (error) {
      notifyError(error, t.actions.deleteFailed)
      throw error
    }
    toast.success(t.actions.deleted)
  }

  return (
    <li
      aria-label={what}
      data-severity={assessment.band.severity}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b py-3 last:border-b-0"
    >
      <div className="grid min-w-0 grow gap-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-semibold">{formatDate(assessment.date)}</span>
          <span className="font-semibold tabular-nums">
            {t.history.scoreOf(formatDecimal(assessment.score), formatDecimal(max))}
          </span>
          <BandBadge label={assessment.band.label} severity={assessment.band.severity} />
        </div>
        <span className="text-sm text-muted-foreground">{t.history.by(assessment.createdByName)}</span>
        {assessment.notes && <p className="text-sm whitespace-pre-line">{assessment.notes}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" aria-label={t.actions.pdfLabel(what)} disabled={printing} onClick={() => void print()}>
          <FileDownIcon aria-hidden />
          {t.actions.pdf}
        </Button>
        {assessment.canDelete && (
          <Button
            type="button"
            variant="outline"
            className="text-destructive"
            aria-label={t.actions.deleteLabel(what)}
            onClick={() => {
              setReason('')
              setConfirming(true)
            }}
          >
            <Trash2Icon aria-hidden />
            {t.actions.delete}
          </Button>
        )}
      </div>
      {assessment.canDelete && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t.actions.deleteTitle}
          description={t.actions.deleteDescription(what)}
          confirmLabel={t.actions.deleteConfirm}
          destructive
          dirty={reason.trim() !== ''}
          onConfirm={confirmDelete}
        >
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>{t.actions.deleteReason}</Label>
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={DELETE_REASON_MAX}
              rows={2}
              aria-describedby={`${reasonId}-hint`}
              onChange={(event) => setReason(event.target.value)}
            />
            <p id={`${reasonId}-hint`} className="text-sm text-muted-foreground">
              {t.actions.deleteReasonHint}
            </p>
          </div>
        </ConfirmDialog>
      )}
    </li>
  )
}
