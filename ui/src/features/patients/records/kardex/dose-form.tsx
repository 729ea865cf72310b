import { useEffect, useState } from 'react'
import { useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { ErrorBanner } from '@/components/error-banner'
import { FormFooter } from '@/components/form-footer'
import { TextFormField } from '@/components/text-form-field'
import { Form } from '@/components/ui/form'
import { RepeatWarning, unlessRepeatAsked } from '@/features/mar/components/repeat-warning'
import { useRegisterDose } from '@/features/patients/records/kardex/api'
import { distinctMedications, prnIndicationOf } from '@/features/patients/records/kardex/entries'
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

/**
 * "Registrar dosis": one of the Kardex's medications, given today and now unless said otherwise. A «si
 * precisa» one asks for its indication (the prescribed one offered), and a dose soon after another of it
 * shows the server's warning (when and by whom) and is sent again confirmed.
 */
export function DoseForm({ kardex, onSaved }: DoseFormProps) {
  const register = useRegisterDose()
  const medications = distinctMedications(kardex)
  const { form, banner, submit } = useSchemaForm(
    doseFormSchema,
    toDoseFormValues(medications.map((medication) => medication.id)),
    DOSE_FORM_FIELDS,
  )
  const [repeat, setRepeat] = useState('')
  const medication = useWatch({ control: form.control, name: 'medication' })
  const prescribed = prnIndicationOf(kardex, medication)
  useEffect(() => {
    form.setValue('prn', prescribed !== null)
    form.setValue('indication', prescribed ?? '')
    setRepeat('')
  }, [form, prescribed])

  async function onSubmit(values: z.output<typeof doseFormSchema>) {
    const confirmed = repeat !== ''
    const saved = await submit(
      () =>
        unlessRepeatAsked(
          () =>
            register.mutateAsync({
              kardexId: kardex._id,
              medication: values.medication,
              doseDate: values.doseDate,
              doseTime: values.doseTime,
              ...(values.prn && { indication: values.indication }),
              ...(confirmed && { confirmRepeat: true }),
            }),
          setRepeat,
        ),
      (dose) => (dose ? t.toasts.doseCreated : null),
    )
    if (saved?.saved) onSaved()
  }

  const submitting = form.formState.isSubmitting
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5 sm:grid-cols-2">
        <ErrorBanner message={banner} className="sm:col-span-2" />
        <SelectFormField
          control={form.control}
          name="medication"
          label={t.dose.medication}
          placeholder={t.dose.chooseMedication}
          options={medications.map((choice) => ({
            value: choice.id,
            label: choice.name,
          }))}
          className="sm:col-span-2"
        />
        <TextFormField control={form.control} name="doseDate" label={t.dose.date} input={{ type: 'date' }} />
        <TextFormField control={form.control} name="doseTime" label={t.dose.time} input={{ type: 'time' }} />
        {prescribed !== null && (
          <TextFormField
            control={form.control}
            name="indication"
            label={t.dose.indication}
            hint={prescribed ? es.medicationRound.prn.prescribed(prescribed) : undefined}
            className="sm:col-span-2"
          />
        )}
        {repeat && (
          <div className="sm:col-span-2">
            <RepeatWarning message={repeat} />
          </div>
        )}
        {repeat ? (
          <FormFooter label={es.medicationRound.prn.repeatConfirm} submitting={submitting} className="sm:col-span-2" />
        ) : (
          <RecordFormFooter editing={false} submitting={submitting} className="sm:col-span-2" />
        )}
      </form>
    </Form>
  )
}
