import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { FormFooter } from '@/components/form-footer'
import { TextFormField } from '@/components/text-form-field'
import { Form } from '@/components/ui/form'
import { downloadDailyRegistersPdf } from '@/features/daily-registers/api/daily-registers-pdf'
import { trackingReportSchema, type TrackingReportValues } from '@/features/daily-registers/form-schemas'
import { es } from '@/i18n/es'
import { addDays, todayISO } from '@/lib/dates'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.dailyRegisters.report

type Props = {
  resident: { id: string; name: string }
  open: boolean
  onClose: () => void
}

/** «Hoja de seguimiento diario»: the four registers of a period (the last week unless changed) as a PDF. */
export function TrackingReportDialog({ resident, open, onClose }: Props) {
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t.title}
      description={t.description(resident.name)}
      className="sm:max-w-lg"
    >
      {open && <ReportForm residentId={resident.id} onDone={onClose} />}
    </FormDialog>
  )
}

function ReportForm({ residentId, onDone }: { residentId: string; onDone: () => void }) {
  const today = todayISO()
  const { form, banner, submit } = useSchemaForm(
    trackingReportSchema(today),
    { from: addDays(today, -6), to: today } satisfies TrackingReportValues,
    ['from', 'to'],
    'onSubmit',
  )

  async function onSubmit(values: TrackingReportValues) {
    const done = await submit(() => downloadDailyRegistersPdf(residentId, values.from, values.to), null)
    if (done) onDone()
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <ErrorBanner message={banner} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextFormField control={form.control} name="from" label={t.from} input={{ type: 'date', max: today, className: 'h-12' }} />
          <TextFormField control={form.control} name="to" label={t.to} input={{ type: 'date', max: today, className: 'h-12' }} />
        </div>
        <FormFooter label={t.submit} submitting={form.formState.isSubmitting} className="[&_button]:min-h-12" />
      </form>
    </Form>
  )
}
