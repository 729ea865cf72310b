import { useId } from 'react'
import { ErrorBanner } from '@/components/error-banner'
import { TextFormField } from '@/components/text-form-field'
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { Switch } from '@/components/ui/switch'
import { useSaveIncident } from '@/features/patients/records/incidents/api'
import {
  INCIDENT_FORM_FIELDS,
  INCIDENT_RESPONSES,
  incidentFormSchema,
  toIncidentFormValues,
  type IncidentFormOutput,
} from '@/features/patients/records/incidents/form-schema'
import { ResponseSwitchField } from '@/features/patients/records/incidents/response-switch-field'
import type { Incident } from '@/features/patients/records/incidents/schemas'
import { RecordFormFooter } from '@/features/patients/records/shared/record-form-footer'
import { useRaisedAlertToast } from '@/features/alerts/raised-alert-toast'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.records.incidents

type IncidentFormProps = {
  residentId: string
  /** The incident to edit, or null for a new one. */
  incident: Incident | null
  onSaved: () => void
}

/** An incident: when (date, time, shift), what happened, who was called and how they answered. */
export function IncidentForm({ residentId, incident, onSaved }: IncidentFormProps) {
  const shiftsId = useId()
  const raisedToast = useRaisedAlertToast()
  const save = useSaveIncident(incident)
  const { form, banner, submit } = useSchemaForm(
    incidentFormSchema,
    toIncidentFormValues(incident),
    INCIDENT_FORM_FIELDS,
  )

  async function onSubmit(values: IncidentFormOutput) {
    const saved = await submit(
      () => save({ residentId, ...values }),
      (answer) => raisedToast(incident ? t.toasts.updated : t.toasts.created, answer.alertId),
    )
    if (saved) onSaved()
  }

  const control = form.control
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5 sm:grid-cols-3">
        <ErrorBanner message={banner} className="sm:col-span-3" />
        <TextFormField control={control} name="date" label={es.records.common.date} input={{ type: 'date' }} />
        <TextFormField control={control} name="time" label={es.records.common.time} input={{ type: 'time' }} />
        <TextFormField
          control={control}
          name="shift"
          label={t.fields.shift}
          placeholder={t.placeholders.shift}
          input={{ list: shiftsId }}
        />
        <datalist id={shiftsId}>
          {t.shifts.map((shift) => (
            <option key={shift} value={shift} />
          ))}
        </datalist>
        <TextFormField
          control={control}
          name="situation"
          label={t.fields.situation}
          placeholder={t.placeholders.situation}
          rows={3}
          className="sm:col-span-3"
        />
        <FormField
          control={control}
          name="isFall"
          render={({ field }) => (
            <FormItem className="flex items-center justify-between gap-4 rounded-lg border p-4 sm:col-span-3">
              <div className="grid gap-1">
                <FormLabel className="cursor-pointer">{t.fields.isFall}</FormLabel>
                <FormDescription>{t.fields.isFallHint}</FormDescription>
              </div>
              <FormControl>
                <Switch
                  name={field.name}
                  ref={field.ref}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              </FormControl>
            </FormItem>
          )}
        />
        <fieldset className="grid gap-3 sm:col-span-3">
          <legend className="mb-3 font-medium">{t.form.actions}</legend>
          {INCIDENT_RESPONSES.map(({ flag, response }) => (
            <ResponseSwitchField key={flag} flag={flag} response={response} />
          ))}
        </fieldset>
        <TextFormField
          control={control}
          name="observations"
          label={t.fields.observations}
          labelNote={t.form.optional}
          rows={3}
          className="sm:col-span-3"
        />
        <RecordFormFooter
          editing={incident !== null}
          submitting={form.formState.isSubmitting}
          className="sm:col-span-3"
        />
      </form>
    </Form>
  )
}
