import { useWatch } from 'react-hook-form'
import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { FormFooter } from '@/components/form-footer'
import { TextFormField } from '@/components/text-form-field'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { useCreateRestraint } from '@/features/restraints/api'
import { ChoiceField } from '@/components/choice-field'
import {
  ORDER_FORM_FIELDS,
  orderFormSchema,
  QUICK_REVIEW_DAYS,
  type OrderFormOutput,
  type OrderFormValues,
} from '@/features/restraints/form-schemas'
import { RESTRAINT_TYPES } from '@/features/restraints/schemas'
import { es } from '@/i18n/es'
import { addDays, todayISO } from '@/lib/dates'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.restraints

type OrderDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  resident: { id: string; name: string }
}

/** "Nueva contención": the doctor's order with its specific consent (DESIGN 11). */
export function OrderDialog({ open, onOpenChange, resident }: OrderDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t.form.title} description={t.form.description(resident.name)}>
      <OrderForm residentId={resident.id} onDone={() => onOpenChange(false)} />
    </FormDialog>
  )
}

const TYPE_OPTIONS = RESTRAINT_TYPES.map((value) => ({ value, label: t.types[value] }))

function OrderForm({ residentId, onDone }: { residentId: string; onDone: () => void }) {
  const create = useCreateRestraint()
  const today = todayISO()
  const { form, banner, submit } = useSchemaForm(
    orderFormSchema(today),
    {
      type: '',
      device: '',
      reason: '',
      alternativesTried: '',
      schedule: '',
      startDate: today,
      reviewDate: '',
      consent: { givenBy: '', relationship: '', date: today },
    } satisfies OrderFormValues,
    ORDER_FORM_FIELDS,
    'onSubmit',
  )
  const startDate = useWatch({ control: form.control, name: 'startDate' })

  async function onSubmit(values: OrderFormOutput) {
    if (values.type === '') return
    const type = values.type
    const saved = await submit(() => create.mutateAsync({ ...values, type, residentId }), { title: t.form.saved })
    if (saved) onDone()
  }

  function quickReview(days: number) {
    const date = addDays(startDate, days)
    if (date) form.setValue('reviewDate', date, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
  }

  const submitting = form.formState.isSubmitting
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <ErrorBanner message={banner} />
        <ChoiceField control={form.control} name="type" legend={t.form.type} choices={TYPE_OPTIONS} />
        <TextFormField control={form.control} name="device" label={t.form.device} placeholder={t.form.devicePlaceholder} />
        <TextFormField control={form.control} name="reason" label={t.form.reason} rows={2} />
        <TextFormField control={form.control} name="alternativesTried" label={t.form.alternativesTried} rows={2} />
        <TextFormField
          control={form.control}
          name="schedule"
          label={t.form.schedule}
          placeholder={t.form.schedulePlaceholder}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextFormField control={form.control} name="startDate" label={t.form.startDate} input={{ type: 'date' }} />
          <div className="grid content-start gap-2">
            <TextFormField
              control={form.control}
              name="reviewDate"
              label={t.form.reviewDate}
              hint={t.form.reviewHint}
              input={{ type: 'date', min: startDate || undefined, max: addDays(startDate, 30) || undefined }}
            />
            <div className="flex flex-wrap gap-2">
              {QUICK_REVIEW_DAYS.map((days) => (
                <Button
                  key={days}
                  type="button"
                  variant="outline"
                  className="min-h-11"
                  aria-label={t.form.quickDaysLabel(days)}
                  disabled={!addDays(startDate, days)}
                  onClick={() => quickReview(days)}
                >
                  {t.form.quickDays(days)}
                </Button>
              ))}
            </div>
          </div>
        </div>
        <fieldset className="grid gap-4 rounded-lg border p-3 sm:p-4">
          <legend className="px-1 text-base font-semibold">{t.form.consent}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextFormField control={form.control} name="consent.givenBy" label={t.form.consentGivenBy} />
            <TextFormField
              control={form.control}
              name="consent.relationship"
              label={t.form.consentRelationship}
              placeholder={t.form.consentRelationshipPlaceholder}
            />
            <TextFormField
              control={form.control}
              name="consent.date"
              label={t.form.consentDate}
              input={{ type: 'date', max: today }}
            />
          </div>
        </fieldset>
        <FormFooter label={submitting ? t.form.submitting : t.form.submit} submitting={submitting} />
      </form>
    </Form>
  )
}
