import { z } from 'zod'
import { ErrorBanner } from '@/components/error-banner'
import { TextFormField } from '@/components/text-form-field'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { useAddHandoverNote } from '@/features/handover/api'
import { es } from '@/i18n/es'
import type { Shift } from '@/lib/shifts'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.handover.noteForm
const MAX_NOTE = 2000

/** A handover note: required, up to 2,000 characters (the server's rules and messages). */
export const handoverNoteFormSchema = z.object({
  text: z.string().trim().min(1, t.required).max(MAX_NOTE, t.tooLong),
})

type NoteFormProps = {
  date: string
  shift: Shift
  /** The resident the note is about; left out for the whole shift. */
  residentId?: string
  label: string
}

/** "Añadir nota" on a resident's card or for the whole shift (handover.write). */
export function HandoverNoteForm({ date, shift, residentId, label }: NoteFormProps) {
  const add = useAddHandoverNote()
  const { form, banner, submit } = useSchemaForm(handoverNoteFormSchema, { text: '' }, ['text'], 'onSubmit')

  async function onSubmit(values: z.output<typeof handoverNoteFormSchema>) {
    const saved = await submit(
      () => add.mutateAsync({ date, shift, text: values.text, ...(residentId ? { residentId } : {}) }),
      { title: t.saved },
    )
    if (saved) form.reset({ text: '' })
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-2 print:hidden">
        <ErrorBanner message={banner} />
        <TextFormField control={form.control} name="text" label={label} placeholder={t.placeholder} rows={2} />
        <Button type="submit" variant="outline" className="min-h-11 justify-self-end" disabled={form.formState.isSubmitting}>
          {t.submit}
        </Button>
      </form>
    </Form>
  )
}
