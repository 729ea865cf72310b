import type { z } from 'zod'
import { ErrorBanner } from '@/components/error-banner'
import { TextFormField } from '@/components/text-form-field'
import { Form } from '@/components/ui/form'
import { RecordFormFooter } from '@/features/patients/records/shared/record-form-footer'
import { useCreateSocialNote } from '@/features/patients/records/social-notes/api'
import {
  newSocialNoteValues,
  SOCIAL_NOTE_CREATE_FIELDS,
  socialNoteCreateSchema,
  toCreateInput,
} from '@/features/patients/records/social-notes/form-schema'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.records.socialNotes

/** A new social-work note: date (today), time (now) and the primary observation. */
export function SocialNoteCreateForm({ residentId, onSaved }: { residentId: string; onSaved: () => void }) {
  const create = useCreateSocialNote()
  const { form, banner, submit } = useSchemaForm(
    socialNoteCreateSchema,
    newSocialNoteValues(),
    SOCIAL_NOTE_CREATE_FIELDS,
  )

  async function onSubmit(values: z.output<typeof socialNoteCreateSchema>) {
    if (await submit(() => create.mutateAsync(toCreateInput(residentId, values)), t.toasts.created)) onSaved()
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5 sm:grid-cols-2">
        <ErrorBanner message={banner} className="sm:col-span-2" />
        <TextFormField control={form.control} name="date" label={t.form.date} input={{ type: 'date' }} />
        <TextFormField control={form.control} name="time" label={t.form.time} input={{ type: 'time' }} />
        <TextFormField
          control={form.control}
          name="primaryObservation"
          label={t.form.primaryObservation}
          placeholder={t.form.primaryPlaceholder}
          rows={5}
          className="sm:col-span-2"
        />
        <RecordFormFooter editing={false} submitting={form.formState.isSubmitting} className="sm:col-span-2" />
      </form>
    </Form>
  )
}
