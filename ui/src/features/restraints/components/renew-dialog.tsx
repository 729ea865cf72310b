import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { FormFooter } from '@/components/form-footer'
import { TextFormField } from '@/components/text-form-field'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { useRenewRestraint } from '@/features/restraints/api'
import {
  MAX_REVIEW_DAYS,
  QUICK_REVIEW_DAYS,
  RENEW_FORM_FIELDS,
  renewFormSchema,
  type RenewFormValues,
} from '@/features/restraints/form-schemas'
import type { Restraint } from '@/features/restraints/schemas'
import { es } from '@/i18n/es'
import { addDays, todayISO } from '@/lib/dates'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.restraints.renewForm

/** "Renovar": the doctor reviews an active restraint and sets its next review (from today, at most 30 days on). */
export function RenewDialog({ restraint, onClose }: { restraint: Restraint | null; onClose: () => void }) {
  return (
    <FormDialog
      open={restraint !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.title}
      description={restraint ? t.description(restraint.device, restraint.residentName) : ''}
      className="sm:max-w-xl"
    >
      {restraint && <RenewForm restraint={restraint} onDone={onClose} />}
    </FormDialog>
  )
}

function RenewForm({ restraint, onDone }: { restraint: Restraint; onDone: () => void }) {
  const renew = useRenewRestraint(restraint._id)
  const today = todayISO()
  const { form, banner, submit } = useSchemaForm(
    renewFormSchema(today),
    { reviewDate: '', note: '' } satisfies RenewFormValues,
    RENEW_FORM_FIELDS,
    'onSubmit',
  )

  async function onSubmit(values: { reviewDate: string; note: string }) {
    const saved = await submit(() => renew.mutateAsync(values), { title: t.saved })
    if (saved) onDone()
  }

  const submitting = form.formState.isSubmitting
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <ErrorBanner message={banner} />
        <div className="grid gap-2">
          <TextFormField
            control={form.control}
            name="reviewDate"
            label={t.reviewDate}
            hint={t.reviewHint}
            input={{ type: 'date', min: today, max: addDays(today, MAX_REVIEW_DAYS) }}
          />
          <div className="flex flex-wrap gap-2">
            {QUICK_REVIEW_DAYS.map((days) => (
              <Button
                key={days}
                type="button"
                variant="outline"
                className="min-h-11"
                aria-label={es.restraints.form.quickDaysFromTodayLabel(days)}
                onClick={() =>
                  form.setValue('reviewDate', addDays(today, days), {
                    shouldDirty: true,
                    shouldValidate: form.formState.isSubmitted,
                  })
                }
              >
                {es.restraints.form.quickDays(days)}
              </Button>
            ))}
          </div>
        </div>
        <TextFormField control={form.control} name="note" label={t.note} rows={2} />
        <FormFooter label={t.submit} submitting={submitting} />
      </form>
    </Form>
  )
}
