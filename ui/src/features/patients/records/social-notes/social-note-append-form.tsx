import { useEffect } from 'react'
import type { z } from 'zod'
import { ErrorBanner } from '@/components/error-banner'
import { Form } from '@/components/ui/form'
import { ReadOnlyField } from '@/features/patients/records/shared/read-only-field'
import { RecordFormFooter } from '@/features/patients/records/shared/record-form-footer'
import { useUpdateSocialNote } from '@/features/patients/records/social-notes/api'
import {
  appendFieldNames,
  blankObservation,
  socialNoteAppendSchema,
  toAppendInput,
} from '@/features/patients/records/social-notes/form-schema'
import { NewObservationsField } from '@/features/patients/records/social-notes/new-observations-field'
import { SavedObservations } from '@/features/patients/records/social-notes/saved-observations'
import type { SocialNote } from '@/features/patients/records/social-notes/schemas'
import { es } from '@/i18n/es'
import { formatDate, formatTime } from '@/lib/dates'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.records.socialNotes

/**
 * Editing a social-work note (SPEC 4): its date, time, primary observation and saved additional
 * observations are shown read-only; new observations are added (and removed before saving), and only
 * they are sent.
 */
export function SocialNoteAppendForm({ note, onSaved }: { note: SocialNote; onSaved: () => void }) {
  const update = useUpdateSocialNote()
  // Checked on submit: the form opens on an empty observation, and leaving it (to add another, to
  // read the note) must not flag it and shift the buttons under the pointer. The server's messages go on
  // the observations the form has when saving fails.
  const { form, banner, submit } = useSchemaForm(
    socialNoteAppendSchema,
    { additionalObservations: [blankObservation()] },
    (values) => appendFieldNames(values.additionalObservations.length),
    'onSubmit',
  )
  // The dialog opens on the new observation, not on the read-only note above it.
  useEffect(() => form.setFocus('additionalObservations.0.observation'), [form])

  async function onSubmit(values: z.output<typeof socialNoteAppendSchema>) {
    const saved = await submit(
      () => update.mutateAsync({ id: note._id, input: toAppendInput(note, values) }),
      t.toasts.updated,
    )
    if (saved) onSaved()
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <ErrorBanner message={banner} />
        <div className="grid gap-5 sm:grid-cols-2">
          <ReadOnlyField label={t.form.date} value={formatDate(note.date)} />
          <ReadOnlyField label={t.form.time} value={formatTime(note.time)} />
          <ReadOnlyField
            label={t.form.primaryObservation}
            name="primaryObservation"
            value={note.primaryObservation}
            rows={4}
            className="sm:col-span-2"
          />
        </div>
        <SavedObservations observations={note.additionalObservations} />
        <NewObservationsField control={form.control} />
        <RecordFormFooter editing submitting={form.formState.isSubmitting} />
      </form>
    </Form>
  )
}
