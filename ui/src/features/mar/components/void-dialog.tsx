import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { TextFormField } from '@/components/text-form-field'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { useVoidAdministration } from '@/features/mar/api'
import { VOID_FORM_FIELDS, voidFormSchema, type VoidFormValues } from '@/features/mar/form-schemas'
import type { MarRow } from '@/features/mar/schemas'
import { slotTime } from '@/features/mar/status'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.medicationRound

type VoidDialogProps = {
  /** The recorded dose to correct; null closes the dialog. */
  row: MarRow | null
  onClose: () => void
}

/**
 * «Corregir»: a dose recorded by mistake is voided with a reason (POST /mar/administrations/:id/void). The
 * record stays, struck through on the monthly sheet, and the slot returns to its status.
 */
export function VoidDialog({ row, onClose }: VoidDialogProps) {
  const by = row?.administration?.byName ?? ''
  return (
    <FormDialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.correction.title}
      description={row ? t.correction.description(row.medicationName, row.residentName, slotTime(row.scheduledAt), by) : ''}
      className="sm:max-w-xl"
    >
      {row?.administration && <VoidForm id={row.administration._id} onDone={onClose} />}
    </FormDialog>
  )
}

function VoidForm({ id, onDone }: { id: string; onDone: () => void }) {
  const voidDose = useVoidAdministration()
  const { form, banner, submit } = useSchemaForm(voidFormSchema, { reason: '' } satisfies VoidFormValues, VOID_FORM_FIELDS)

  async function onSubmit(values: { reason: string }) {
    const saved = await submit(() => voidDose.mutateAsync({ id, reason: values.reason }), { title: t.toasts.voided })
    if (saved) onDone()
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <ErrorBanner message={banner} />
        <TextFormField
          control={form.control}
          name="reason"
          label={t.correction.reason}
          placeholder={t.correction.reasonPlaceholder}
          rows={2}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" className="min-h-11" onClick={onDone}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="destructive" className="min-h-11" disabled={form.formState.isSubmitting}>
            {t.correction.submit}
          </Button>
        </div>
      </form>
    </Form>
  )
}
