import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { FormFooter } from '@/components/form-footer'
import { TextFormField } from '@/components/text-form-field'
import { Form } from '@/components/ui/form'
import { downloadTransferSheet } from '@/features/hospital/api'
import { transferSheetSchema, type TransferSheetValues } from '@/features/hospital/form-schemas'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.hospital.sheetDialog

type Props = {
  resident: { id: string; name: string }
  open: boolean
  onClose: () => void
}

/** «Hoja de traslado (PDF)»: asks what happened, then downloads the sheet that goes with the resident. */
export function TransferSheetDialog({ resident, open, onClose }: Props) {
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t.title}
      description={t.description(resident.name)}
      className="sm:max-w-lg"
    >
      {open && <SheetForm residentId={resident.id} onDone={onClose} />}
    </FormDialog>
  )
}

function SheetForm({ residentId, onDone }: { residentId: string; onDone: () => void }) {
  const { form, banner, submit } = useSchemaForm(transferSheetSchema, { reason: '' } satisfies TransferSheetValues, ['reason'], 'onSubmit')

  async function onSubmit(values: { reason: string }) {
    const done = await submit(() => downloadTransferSheet(residentId, values.reason), null)
    if (done) onDone()
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <ErrorBanner message={banner} />
        <TextFormField control={form.control} name="reason" label={t.reason} placeholder={t.reasonPlaceholder} rows={6} />
        <FormFooter
          label={form.formState.isSubmitting ? es.common.processing : t.submit}
          submitting={form.formState.isSubmitting}
          className="[&_button]:min-h-12"
        />
      </form>
    </Form>
  )
}
