import type { z } from 'zod'
import { ErrorBanner } from '@/components/error-banner'
import { TextFormField } from '@/components/text-form-field'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { useSaveNote } from '@/features/patients/records/notes/api'
import { NOTE_FORM_FIELDS, noteFormSchema, toNoteFormValues } from '@/features/patients/records/notes/form-schema'
import type { Note } from '@/features/patients/records/notes/schemas'
import { RecordFormFooter } from '@/features/patients/records/shared/record-form-footer'
import type { Resident } from '@/features/patients/schemas'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.records.notes

type NoteFormProps = {
  /** The resident the modal is about: fixed, shown disabled. */
  resident: Resident
  /** The note to edit, or null for a new one. */
  note: Note | null
  onSaved: () => void
}

/** A general note: the given resident, date, time and observations. */
export function NoteForm({ resident, note, onSaved }: NoteFormProps) {
  const save = useSaveNote(note)
  const { form, banner, submit } = useSchemaForm(noteFormSchema, toNoteFormValues(resident._id, note), NOTE_FORM_FIELDS)

  async function onSubmit(values: z.output<typeof noteFormSchema>) {
    const saved = await submit(() => save(values), note ? t.toasts.updated : t.toasts.created)
    if (saved) onSaved()
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5 sm:grid-cols-2">
        <ErrorBanner message={banner} className="sm:col-span-2" />
        <FormField
          control={form.control}
          name="residentId"
          render={() => (
            <FormItem className="sm:col-span-2">
              <FormLabel>{t.form.resident}</FormLabel>
              <FormControl>
                <Input name="resident" value={resident.name} disabled readOnly />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <TextFormField control={form.control} name="date" label={t.form.date} input={{ type: 'date' }} />
        <TextFormField control={form.control} name="time" label={t.form.time} input={{ type: 'time' }} />
        <TextFormField
          control={form.control}
          name="observations"
          label={t.form.observations}
          placeholder={t.form.observationsPlaceholder}
          rows={5}
          className="sm:col-span-2"
        />
        <RecordFormFooter editing={note !== null} submitting={form.formState.isSubmitting} className="sm:col-span-2" />
      </form>
    </Form>
  )
}
