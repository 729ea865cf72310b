import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo } from 'react'
import { useWatch, type FieldErrors } from 'react-hook-form'
import { DecimalFormField } from '@/components/decimal-form-field'
import { ErrorBanner } from '@/components/error-banner'
import { TextFormField } from '@/components/text-form-field'
import { Form } from '@/components/ui/form'
import { RecordFormFooter } from '@/features/patients/records/shared/record-form-footer'
import { useSaveVitalSigns, vitalRangesQueryOptions } from '@/features/patients/records/vitals/api'
import { formatRange } from '@/features/patients/records/vitals/format'
import {
  checkReading,
  toVitalsFormValues,
  VITALS_FORM_FIELDS,
  vitalsFormSchema,
  type VitalsFormOutput,
  type VitalsFormValues,
} from '@/features/patients/records/vitals/form-schema'
import {
  isOutside,
  isRealRange,
  VITAL_KEYS,
  type VitalMeasure,
  type VitalMeasures,
  type VitalRanges,
} from '@/features/patients/records/vitals/measures'
import type { VitalSignsRecord } from '@/features/patients/records/vitals/schemas'
import { useRaisedAlertToast } from '@/features/alerts/raised-alert-toast'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.records.vitals

type VitalsFormProps = {
  residentId: string
  /** The server's measures (GET /vital-ranges): labels, units and the limits readings are checked by. */
  measures: VitalMeasures
  /** The record to edit, or null for a new one. */
  record: VitalSignsRecord | null
  onSaved: () => void
}

/**
 * Under each field, the resident's reference range ("Referencia: 35,5–37,5 °C", which also shows that the
 * comma is welcome); once a possible value is typed outside it, a warning in red with a sign (it can still
 * be saved: the record will be marked).
 */
export function readingHint(measure: VitalMeasure, text: string | undefined, ranges: VitalRanges | undefined) {
  const range = ranges?.[measure.key]
  if (!range || !isRealRange(measure, range)) return { hint: undefined, warning: false }
  const checked = checkReading(measure, text ?? '')
  if (checked.ok && checked.value !== null && isOutside(range, checked.value)) {
    return { hint: t.form.rangeHint(formatRange(measure, range)), warning: true }
  }
  return { hint: t.form.referenceHint(formatRange(measure, range)), warning: false }
}

/** A vital-signs record: date and time, the readings taken (any of the nine), diagnosis and examination. */
export function VitalsForm({ residentId, measures, record, onSaved }: VitalsFormProps) {
  const raisedToast = useRaisedAlertToast()
  const save = useSaveVitalSigns(record)
  const ranges = useQuery(vitalRangesQueryOptions(residentId))
  const schema = useMemo(() => vitalsFormSchema(measures), [measures])
  const { form, banner, submit } = useSchemaForm(schema, toVitalsFormValues(record), VITALS_FORM_FIELDS)
  const typed = useWatch({ control: form.control, name: 'vitalSigns' })
  const groupError = form.formState.errors.vitalSigns?.message
  const groupErrorId = useId()
  const anyTyped = VITAL_KEYS.some((key) => (typed?.[key] ?? '').trim() !== '')

  // "Registra al menos un signo vital." goes as soon as a value is typed, not at the next Guardar.
  useEffect(() => {
    if (anyTyped && groupError) form.clearErrors('vitalSigns')
  }, [anyTyped, groupError, form])

  // "Registra al menos un signo vital." belongs to no one field: the first one gets the focus.
  function onInvalid(errors: FieldErrors<VitalsFormValues>) {
    if (errors.vitalSigns?.message) form.setFocus(`vitalSigns.${VITAL_KEYS[0]}`)
  }

  async function onSubmit(values: VitalsFormOutput) {
    const saved = await submit(
      () => save({ residentId, ...values }),
      (answer) => raisedToast(record ? t.toasts.updated : t.toasts.created, answer.alertId),
    )
    if (saved) onSaved()
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit, onInvalid)} noValidate className="grid gap-5 sm:grid-cols-2">
        <ErrorBanner message={banner} className="sm:col-span-2" />
        <TextFormField control={form.control} name="date" label={es.records.common.date} input={{ type: 'date' }} />
        <TextFormField
          control={form.control}
          name="time"
          label={es.records.common.time}
          labelNote={t.form.optional}
          input={{ type: 'time' }}
        />
        <fieldset
          className="grid gap-4 sm:col-span-2 sm:grid-cols-2"
          aria-describedby={groupError ? groupErrorId : undefined}
        >
          <legend className="mb-3 font-medium">{t.form.values}</legend>
          {VITAL_KEYS.map((key) => {
            const measure = measures[key]
            const { hint, warning } = readingHint(measure, typed?.[key], ranges.data)
            return (
              <DecimalFormField
                key={key}
                control={form.control}
                name={`vitalSigns.${key}`}
                label={measure.label}
                labelNote={`(${measure.unit})`}
                hint={hint}
                warning={warning}
              />
            )
          })}
          {groupError && (
            <p id={groupErrorId} role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
              {groupError}
            </p>
          )}
        </fieldset>
        <TextFormField
          control={form.control}
          name="diagnostics"
          label={t.form.diagnostics}
          labelNote={t.form.optional}
          rows={3}
          className="sm:col-span-2"
        />
        <TextFormField
          control={form.control}
          name="physicalExam.observations"
          label={t.form.observations}
          labelNote={t.form.optional}
          rows={3}
          className="sm:col-span-2"
        />
        <RecordFormFooter
          editing={record !== null}
          submitting={form.formState.isSubmitting}
          className="sm:col-span-2"
        />
      </form>
    </Form>
  )
}
