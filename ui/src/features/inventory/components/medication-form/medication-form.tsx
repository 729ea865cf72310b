import { useState } from 'react'
import { ErrorBanner } from '@/components/error-banner'
import { FormFooter } from '@/components/form-footer'
import { Form } from '@/components/ui/form'
import { useCreateMedication, useUpdateMedication } from '@/features/inventory/api'
import { MedicationFields } from '@/features/inventory/components/medication-form/medication-fields'
import {
  MEDICATION_FORM_FIELDS,
  medicationFormSchema,
  toMedicationFormValues,
} from '@/features/inventory/components/medication-form/medication-form-schema'
import type { Medication, MedicationInput } from '@/features/inventory/schemas'
import { es } from '@/i18n/es'
import { toISODate, todayISO } from '@/lib/dates'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.inventory

/** The day after `today` (`YYYY-MM-DD`): the first expiry date the server takes. */
function dayAfter(today: string) {
  const [y, m, d] = today.split('-').map(Number)
  return toISODate(new Date(y, m - 1, d + 1))
}

type MedicationFormProps = {
  /** The medication to edit, or null for a new one. */
  medication: Medication | null
  onSaved: () => void
}

/** Creates a medication or saves the changes, with the server's refusals on their fields. */
export function MedicationForm({ medication, onSaved }: MedicationFormProps) {
  const create = useCreateMedication()
  const update = useUpdateMedication()
  const [today] = useState(todayISO)
  // Checked on submit, then on each change: a message appearing on blur would move the buttons away
  // from under a click that had already started.
  const { form, banner, submit } = useSchemaForm(
    medicationFormSchema({ today, savedExpiry: medication?.expirationDate }),
    toMedicationFormValues(medication),
    MEDICATION_FORM_FIELDS,
    'onSubmit',
  )

  async function onSubmit(values: MedicationInput) {
    const options = { errorTitle: t.errorTitle }
    const saved = medication
      ? await submit(
          () => update.mutateAsync({ id: medication._id, input: values }),
          { title: t.toasts.updatedTitle, description: t.toasts.updatedText },
          options,
        )
      : await submit(
          () => create.mutateAsync(values),
          (created) => ({ title: t.toasts.createdTitle, description: t.toasts.createdText(created.name) }),
          options,
        )
    if (saved) onSaved()
  }

  const submitting = form.formState.isSubmitting
  const submitLabel = medication
    ? submitting
      ? t.form.updating
      : t.form.update
    : submitting
      ? t.form.creating
      : t.form.create

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <ErrorBanner message={banner} />
        <MedicationFields minExpiry={dayAfter(today)} />
        <FormFooter label={submitLabel} submitting={submitting} />
      </form>
    </Form>
  )
}
