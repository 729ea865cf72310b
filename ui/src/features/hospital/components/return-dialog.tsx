import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { FormFooter } from '@/components/form-footer'
import { TextFormField } from '@/components/text-form-field'
import { Form } from '@/components/ui/form'
import { localDateTime } from '@/features/falls/form-schema'
import { useReturnFromHospital } from '@/features/hospital/api'
import { returnSchema, type ReturnValues } from '@/features/hospital/form-schemas'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.hospital.returnDialog

type Props = {
  resident: { id: string; name: string }
  open: boolean
  onClose: () => void
}

/** «Registrar vuelta»: when the resident came back from hospital (now unless changed). */
export function ReturnDialog({ resident, open, onClose }: Props) {
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t.title}
      description={t.description(resident.name)}
      className="sm:max-w-lg"
    >
      {open && <ReturnForm residentId={resident.id} onDone={onClose} />}
    </FormDialog>
  )
}

function ReturnForm({ residentId, onDone }: { residentId: string; onDone: () => void }) {
  const returning = useReturnFromHospital(residentId)
  const { form, banner, submit } = useSchemaForm(returnSchema, { at: localDateTime(new Date()) } satisfies ReturnValues, ['at'], 'onSubmit')

  async function onSubmit(values: ReturnValues) {
    const done = await submit(() => returning.mutateAsync(values), { title: t.done })
    if (done) onDone()
  }

  const submitting = form.formState.isSubmitting
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <ErrorBanner message={banner} />
        <TextFormField control={form.control} name="at" label={t.at} input={{ type: 'datetime-local', className: 'h-12' }} />
        <FormFooter label={submitting ? es.common.processing : t.submit} submitting={submitting} className="[&_button]:min-h-12" />
      </form>
    </Form>
  )
}
