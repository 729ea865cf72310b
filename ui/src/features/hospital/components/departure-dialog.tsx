import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { FormFooter } from '@/components/form-footer'
import { TextFormField } from '@/components/text-form-field'
import { Form } from '@/components/ui/form'
import { localDateTime } from '@/features/falls/form-schema'
import { useLeaveForHospital } from '@/features/hospital/api'
import { departureSchema, type DepartureValues } from '@/features/hospital/form-schemas'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.hospital.leaveDialog

type Props = {
  resident: { id: string; name: string }
  open: boolean
  onClose: () => void
}

/** «Registrar salida al hospital»: when the resident left (now unless changed) and why. */
export function DepartureDialog({ resident, open, onClose }: Props) {
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t.title}
      description={t.description(resident.name)}
      className="sm:max-w-lg"
    >
      {open && <DepartureForm residentId={resident.id} onDone={onClose} />}
    </FormDialog>
  )
}

function DepartureForm({ residentId, onDone }: { residentId: string; onDone: () => void }) {
  const leaving = useLeaveForHospital(residentId)
  const { form, banner, submit } = useSchemaForm(
    departureSchema,
    { at: localDateTime(new Date()), reason: '' } satisfies DepartureValues,
    ['at', 'reason'],
    'onSubmit',
  )

  async function onSubmit(values: DepartureValues) {
    const done = await submit(() => leaving.mutateAsync(values), { title: t.done })
    if (done) onDone()
  }

  const submitting = form.formState.isSubmitting
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <ErrorBanner message={banner} />
        <TextFormField control={form.control} name="at" label={t.at} input={{ type: 'datetime-local', className: 'h-12' }} />
        <TextFormField control={form.control} name="reason" label={t.reason} placeholder={t.reasonPlaceholder} rows={3} />
        <FormFooter label={submitting ? es.common.processing : t.submit} submitting={submitting} className="[&_button]:min-h-12" />
      </form>
    </Form>
  )
}
