import { useNavigate } from '@tanstack/react-router'
import { toast } from 'sonner'
import { DecimalFormField } from '@/components/decimal-form-field'
import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { FormFooter } from '@/components/form-footer'
import { TextFormField } from '@/components/text-form-field'
import { Form } from '@/components/ui/form'
import { useAddWeight } from '@/features/daily-registers/api/add-weight'
import { weightFormSchema, type WeightFormOutput, type WeightFormValues } from '@/features/daily-registers/form-schemas'
import { es } from '@/i18n/es'
import { todayISO } from '@/lib/dates'
import { formatDecimal } from '@/lib/numbers'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.dailyRegisters.weights

/** «Registrar peso»: the date (today unless changed) and the kilos, typed the es-ES way. */
export function WeightDialog({ resident, open, onClose }: { resident: { id: string; name: string }; open: boolean; onClose: () => void }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t.form.title}
      description={t.form.description(resident.name)}
      className="sm:max-w-lg"
    >
      {open && <WeightForm resident={resident} onDone={onClose} />}
    </FormDialog>
  )
}

function WeightForm({ resident, onDone }: { resident: { id: string; name: string }; onDone: () => void }) {
  const add = useAddWeight()
  const navigate = useNavigate()
  const today = todayISO()
  const { form, banner, submit } = useSchemaForm(
    weightFormSchema(today),
    { date: today, kg: '' } satisfies WeightFormValues,
    ['date', 'kg'],
    'onSubmit',
  )

  async function onSubmit(values: WeightFormOutput) {
    const saved = await submit(
      () => add.mutateAsync({ residentId: resident.id, date: values.date, kg: values.kg }),
      (weight) =>
        weight.alertId ? null : { title: t.saved, description: `${formatDecimal(weight.kg, { maxDecimals: 1 })} kg · ${resident.name}` },
    )
    if (!saved) return
    if (saved.saved.alertId) {
      toast.warning(t.savedLoss, {
        description: t.savedLossDetail,
        duration: 10_000,
        action: { label: t.seeAlert, onClick: () => void navigate({ to: '/alerts' }) },
      })
    }
    onDone()
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <ErrorBanner message={banner} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextFormField control={form.control} name="date" label={t.form.date} input={{ type: 'date', max: today, className: 'h-12' }} />
          <DecimalFormField control={form.control} name="kg" label={t.form.kg} unit="kg" format={{ maxDecimals: 1 }} />
        </div>
        <FormFooter label={t.form.submit} submitting={form.formState.isSubmitting} className="[&_button]:min-h-12" />
      </form>
    </Form>
  )
}
