import type { z } from 'zod'
import { ErrorBanner } from '@/components/error-banner'
import { TextFormField } from '@/components/text-form-field'
import { Form } from '@/components/ui/form'
import { useRegisterDose } from '@/features/patients/records/kardex/api'
import { distinctMedications } from '@/features/patients/records/kardex/entries'
import { DOSE_FORM_FIELDS, doseFormSchema, toDoseFormValues } from '@/features/patients/records/kardex/form-schema'
import type { Kardex } from '@/features/patients/records/kardex/schemas'
import { SelectFormField } from '@/features/patients/records/kardex/select-form-field'
import { RecordFormFooter } from '@/features/patients/records/shared/record-form-footer'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.records.kardex

type DoseFormProps = {
  kardex: Kardex
  onSaved: () => void
}

/** "Registrar dosis": one of the Kardex's medications, given today and now unless said otherwise. */
export function DoseForm({ kardex, onSaved }: DoseFormProps) {
  const register = useRegisterDose()
  const medications = distinctMedications(kardex)
  const { form, banner, submit } = useSchemaForm(
    doseFormSchema,
    toDoseFormValues(medications.map((medication) => medication.id)),
    DOSE_FORM_FIELDS,
  )

  async function onSubmit(values: z.output<typeof doseFormSchema>) {
    const saved = await submit(
      () => register.mutateAsync({ kardexId: kardex._id, ...values }),
      t.toasts.doseCreated,
    )
    if (saved) onSaved()
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5 sm:grid-cols-2">
        <ErrorBanner message={banner} className="sm:col-span-2" />
        <SelectFormField
          control={form.control}
          name="medication"
          label={t.dose.medication}
          placeholder={t.dose.chooseMedication}
          options={medications.map((medication) => ({ value: medication.id, label: medication.name }))}
          className="sm:col-span-2"
        />
        <TextFormField control={form.control} name="doseDate" label={t.dose.date} input={{ type: 'date' }} />
        <TextFormField control={form.control} name="doseTime" label={t.dose.time} input={{ type: 'time' }} />
        <RecordFormFooter editing={false} submitting={form.formState.isSubmitting} className="sm:col-span-2" />
      </form>
    </Form>
  )
}
