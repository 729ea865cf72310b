import { FileDownIcon } from 'lucide-react'
import { ErrorBanner } from '@/components/error-banner'
import { TextFormField } from '@/components/text-form-field'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { downloadRestraintsReport } from '@/features/restraints/api'
import { REPORT_FORM_FIELDS, reportFormSchema, type ReportFormValues } from '@/features/restraints/form-schemas'
import { es } from '@/i18n/es'
import { todayISO } from '@/lib/dates'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.restraints.report

/**
 * The inspectors' report: every restraint of the home in use some day of the period, as the PDF the Fiscalía
 * asks for (registro_contenciones_<from>_<to>.pdf). From the first of this month to today unless changed.
 */
export function ReportForm() {
  const today = todayISO()
  const { form, banner, submit } = useSchemaForm(
    reportFormSchema,
    { from: `${today.slice(0, 8)}01`, to: today } satisfies ReportFormValues,
    REPORT_FORM_FIELDS,
    'onSubmit',
  )

  async function onSubmit(values: { from: string; to: string }) {
    await submit(() => downloadRestraintsReport(values.from, values.to), { title: t.done })
  }

  const submitting = form.formState.isSubmitting
  return (
    <section aria-labelledby="restraints-report" className="grid min-w-0 gap-3 rounded-xl border bg-card p-4 shadow-sm @md:p-5">
      <div>
        <h2 id="restraints-report" className="text-lg font-semibold">
          {t.title}
        </h2>
        <p className="text-sm text-muted-foreground">{t.description}</p>
      </div>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-3">
          <ErrorBanner message={banner} />
          <div className="grid grid-cols-1 items-start gap-3 @sm:grid-cols-2 @lg:max-w-lg">
            <TextFormField control={form.control} name="from" label={t.from} input={{ type: 'date' }} />
            <TextFormField control={form.control} name="to" label={t.to} input={{ type: 'date' }} />
          </div>
          <Button
            type="submit"
            variant="outline"
            className="min-h-11 justify-self-start whitespace-normal"
            disabled={submitting}
          >
            <FileDownIcon aria-hidden />
            {submitting ? t.downloading : t.submit}
          </Button>
        </form>
      </Form>
    </section>
  )
}
