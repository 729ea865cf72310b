import { useEffect } from 'react'
import { useWatch } from 'react-hook-form'
import { ErrorBanner } from '@/components/error-banner'
import { FormFooter } from '@/components/form-footer'
import { TextFormField } from '@/components/text-form-field'
import { Form } from '@/components/ui/form'
import { useCreateActivity, useUpdateActivity } from '@/features/activities/api'
import { ACTIVITY_FORM_FIELDS, activityFormSchema, toActivityFormValues } from '@/features/activities/form-schema'
import type { Activity, ActivityInput } from '@/features/activities/schemas'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.activities

type ActivityFormProps = {
  /** The activity to edit, or null for a new one. */
  activity: Activity | null
  onSaved: () => void
}

/** Title, description, place, and start and end (date and time); creates the activity or saves it. */
export function ActivityForm({ activity, onSaved }: ActivityFormProps) {
  const create = useCreateActivity()
  const update = useUpdateActivity()
  // Checked on submit, not on blur: a message appearing as the focus leaves a field would move the
  // Guardar button away from under the pointer and swallow the click.
  const { form, banner, submit } = useSchemaForm(
    activityFormSchema,
    toActivityFormValues(activity),
    ACTIVITY_FORM_FIELDS,
    'onSubmit',
  )

  // Most activities end the day they start: the end date follows the start date until it is set.
  const startDate = useWatch({ control: form.control, name: 'startDate' })
  useEffect(() => {
    if (startDate && !form.getValues('endDate')) form.setValue('endDate', startDate)
  }, [startDate, form])

  async function onSubmit(values: ActivityInput) {
    const saved = activity
      ? await submit(() => update.mutateAsync({ id: activity._id, input: values }), {
          title: t.toasts.updatedTitle,
          description: t.toasts.updatedText,
        })
      : await submit(() => create.mutateAsync(values), {
          title: t.toasts.createdTitle,
          description: t.toasts.createdText,
        })
    if (saved) onSaved()
  }

  const submitting = form.formState.isSubmitting
  const submitLabel = activity ? (submitting ? t.updating : t.update) : submitting ? t.creating : t.create
  const control = form.control

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5 sm:grid-cols-2">
        <ErrorBanner message={banner} className="sm:col-span-2" />
        <TextFormField
          control={control}
          name="title"
          label={t.fields.title}
          placeholder={t.placeholders.title}
          className="sm:col-span-2"
        />
        <TextFormField
          control={control}
          name="location"
          label={t.fields.location}
          placeholder={t.placeholders.location}
          className="sm:col-span-2"
        />
        <TextFormField
          control={control}
          name="description"
          label={t.fields.description}
          placeholder={t.placeholders.description}
          rows={3}
          className="sm:col-span-2"
        />
        <TextFormField control={control} name="startDate" label={t.fields.startDate} input={{ type: 'date' }} />
        <TextFormField control={control} name="startTime" label={t.fields.startTime} input={{ type: 'time' }} />
        <TextFormField control={control} name="endDate" label={t.fields.endDate} input={{ type: 'date' }} />
        <TextFormField control={control} name="endTime" label={t.fields.endTime} input={{ type: 'time' }} />
        <FormFooter label={submitLabel} submitting={submitting} className="sm:col-span-2" />
      </form>
    </Form>
  )
}
