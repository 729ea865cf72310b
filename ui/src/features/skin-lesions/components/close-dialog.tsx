import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { FormFooter } from '@/components/form-footer'
import { TextFormField } from '@/components/text-form-field'
import { Form } from '@/components/ui/form'
import { useCloseSkinLesion } from '@/features/skin-lesions/api/close-skin-lesion'
import {
  CLOSE_FORM_FIELDS,
  closeFormSchema,
  type CloseFormValues,
} from '@/features/skin-lesions/form/evolution-form-schema'
import { lesionTitle, regionName } from '@/features/skin-lesions/lesion-text'
import type { SkinLesion } from '@/features/skin-lesions/schemas'
import { es } from '@/i18n/es'
import { todayISO } from '@/lib/dates'
import { useSchemaForm } from '@/lib/use-form-submit'

const f = es.skinLesions.closeForm

/** «¿Cerrar la lesión?»: the day it closed and a note; a closed lesion takes no more evolutions. */
export function CloseDialog({ lesion, onClose }: { lesion: SkinLesion | null; onClose: () => void }) {
  return (
    <FormDialog
      open={lesion !== null}
      onOpenChange={(open) => !open && onClose()}
      title={f.title}
      description={lesion ? f.description(lesionTitle(lesion), regionName(lesion)) : ''}
      className="sm:max-w-lg"
    >
      {lesion && <CloseForm lesion={lesion} onDone={onClose} />}
    </FormDialog>
  )
}

function CloseForm({ lesion, onDone }: { lesion: SkinLesion; onDone: () => void }) {
  const close = useCloseSkinLesion(lesion._id)
  const today = todayISO()
  const { form, banner, submit } = useSchemaForm(
    closeFormSchema(lesion, today),
    { date: today, note: '' } satisfies CloseFormValues,
    CLOSE_FORM_FIELDS,
    'onSubmit',
  )

  async function onSubmit(values: { date: string; note: string }) {
    const saved = await submit(() => close.mutateAsync(values), { title: f.saved })
    if (saved) onDone()
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <ErrorBanner message={banner} />
        <TextFormField control={form.control} name="date" label={f.date} input={{ type: 'date', max: today }} />
        <TextFormField control={form.control} name="note" label={f.note} placeholder={f.notePlaceholder} rows={2} />
        <FormFooter label={f.submit} submitting={form.formState.isSubmitting} className="[&_button]:min-h-12" />
      </form>
    </Form>
  )
}
