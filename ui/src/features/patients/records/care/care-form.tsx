import type { z } from 'zod'
import { ErrorBanner } from '@/components/error-banner'
import { TextFormField } from '@/components/text-form-field'
import { Form } from '@/components/ui/form'
import { useSaveCareRecord } from '@/features/patients/records/care/api'
import {
  CARE_FORM_FIELDS,
  careFormSchema,
  toCareFormValues,
  toCareInput,
} from '@/features/patients/records/care/form-schema'
import { CARE_TASKS, type CareRecord } from '@/features/patients/records/care/schemas'
import { CheckboxFormField } from '@/components/checkbox-form-field'
import { RecordFormFooter } from '@/features/patients/records/shared/record-form-footer'
import { es } from '@/i18n/es'
import { isApiError } from '@/lib/api'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.records.care

type CareFormProps = {
  residentId: string
  /** The record to edit, or null for a new day. */
  record: CareRecord | null
  onSaved: () => void
  /**
   * The server keeps one care record per resident and day (DESIGN 8): a save onto a day that has one
   * answers 409 with its id, and the tab opens that record to edit instead.
   */
  onExisting: (existingId: string) => void
}

/** The id of the record a 409 says is already there, or null for any other failure. */
function existingRecordId(error: unknown): string | null {
  return isApiError(error) && error.status === 409 ? error.existingId : null
}

/** A day's care: the date (today by default) and the five tasks done. */
export function CareForm({ residentId, record, onSaved, onExisting }: CareFormProps) {
  const save = useSaveCareRecord(record)
  const { form, banner, submit } = useSchemaForm(careFormSchema, toCareFormValues(record), CARE_FORM_FIELDS)

  async function onSubmit(values: z.output<typeof careFormSchema>) {
    const result = await submit(
      async () => {
        try {
          return { saved: await save(toCareInput(residentId, values)), existingId: null }
        } catch (error) {
          const existingId = existingRecordId(error)
          if (existingId) return { saved: null, existingId }
          throw error
        }
      },
      ({ saved }) => (saved ? (record ? t.toasts.updated : t.toasts.created) : null),
    )
    if (!result) return
    if (result.saved.existingId) onExisting(result.saved.existingId)
    else onSaved()
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <ErrorBanner message={banner} />
        <TextFormField
          control={form.control}
          name="date"
          label={t.form.date}
          input={{ type: 'date' }}
          className="sm:max-w-xs"
        />
        <fieldset className="grid gap-3">
          <legend className="mb-3 text-sm font-medium">{t.form.tasksLegend}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {CARE_TASKS.map((task) => (
              <CheckboxFormField key={task} control={form.control} name={task} label={t.tasks[task]} />
            ))}
          </div>
        </fieldset>
        <RecordFormFooter editing={record !== null} submitting={form.formState.isSubmitting} />
      </form>
    </Form>
  )
}
