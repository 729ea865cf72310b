import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { TextFormField } from '@/components/text-form-field'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { useRecordAdministration } from '@/features/mar/api'
import { HOLD_FORM_FIELDS, holdFormSchema, type HoldFormValues } from '@/features/mar/form-schemas'
import { HOLD_REASONS, type MarRow } from '@/features/mar/schemas'
import { slotTime } from '@/features/mar/status'
import { useUndoToast } from '@/features/mar/use-undo-toast'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.medicationRound

type HoldDialogProps = {
  /** The dose to hold; null closes the dialog. */
  row: MarRow | null
  onClose: () => void
}

/** Retener: the reasons as big buttons, one tap holds the dose; "Otro motivo" needs the note above them. */
export function HoldDialog({ row, onClose }: HoldDialogProps) {
  return (
    <FormDialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.holdDialog.title}
      description={row ? t.holdDialog.description(row.medicationName, row.residentName, slotTime(row.scheduledAt)) : ''}
      className="sm:max-w-xl"
    >
      {row && <HoldForm row={row} onDone={onClose} />}
    </FormDialog>
  )
}

function HoldForm({ row, onDone }: { row: MarRow; onDone: () => void }) {
  const record = useRecordAdministration()
  const undoToast = useUndoToast()
  const { form, banner, submit } = useSchemaForm(
    holdFormSchema,
    { reason: '', note: '' } satisfies HoldFormValues,
    HOLD_FORM_FIELDS,
    'onSubmit',
  )

  async function onSubmit(values: { reason: HoldFormValues['reason']; note: string }) {
    const saved = await submit(
      () =>
        record.mutateAsync({
          kardexId: row.kardexId,
          entryId: row.entryId,
          scheduledAt: row.scheduledAt,
          status: 'held',
          reason: values.reason,
          note: values.note,
        }),
      null,
    )
    if (!saved) return
    undoToast(t.toasts.held, `${row.medicationName} · ${row.residentName}`, saved.saved)
    onDone()
  }

  const reasonError = form.formState.errors.reason?.message
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <ErrorBanner message={banner} />
        <TextFormField
          control={form.control}
          name="note"
          label={t.holdDialog.note}
          hint={t.holdDialog.noteHint}
          rows={2}
        />
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-medium">{t.holdDialog.reasons}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {HOLD_REASONS.map((reason) => (
              <Button
                key={reason}
                type="submit"
                variant="outline"
                className="min-h-14 justify-start text-base whitespace-normal"
                disabled={form.formState.isSubmitting}
                onClick={() => form.setValue('reason', reason)}
              >
                {t.holdReasons[reason]}
              </Button>
            ))}
          </div>
          {reasonError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {reasonError}
            </p>
          )}
        </fieldset>
        <Button type="button" variant="ghost" className="min-h-11 justify-self-end" onClick={onDone}>
          {t.cancel}
        </Button>
      </form>
    </Form>
  )
}
