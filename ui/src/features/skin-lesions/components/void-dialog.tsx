import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { FormFooter } from '@/components/form-footer'
import { TextFormField } from '@/components/text-form-field'
import { Form } from '@/components/ui/form'
import { useVoidSkinLesion } from '@/features/skin-lesions/api/void-skin-lesion'
import { VOID_FORM_FIELDS, voidFormSchema, type VoidFormValues } from '@/features/skin-lesions/form/evolution-form-schema'
import { lesionTitle, regionName } from '@/features/skin-lesions/lesion-text'
import type { SkinLesion } from '@/features/skin-lesions/schemas'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const f = es.skinLesions.voidForm

/** «¿Anular la lesión?»: a lesion recorded by mistake leaves the register, with the reason. */
export function VoidDialog({ lesion, onClose }: { lesion: SkinLesion | null; onClose: () => void }) {
  return (
    <FormDialog
      open={lesion !== null}
      onOpenChange={(open) => !open && onClose()}
      title={f.title}
      description={lesion ? f.description(lesionTitle(lesion), regionName(lesion)) : ''}
      className="sm:max-w-lg"
    >
      {lesion && <VoidForm lesion={lesion} onDone={onClose} />}
    </FormDialog>
  )
}

function VoidForm({ lesion, onDone }: { lesion: SkinLesion; onDone: () => void }) {
  const voiding = useVoidSkinLesion(lesion._id)
  const { form, banner, submit } = useSchemaForm(voidFormSchema, { reason: '' } satisfies VoidFormValues, VOID_FORM_FIELDS, 'onSubmit')

  async function onSubmit(values: { reason: string }) {
    const saved = await submit(() => voiding.mutateAsync(values.reason), { title: f.saved })
    if (saved) onDone()
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <ErrorBanner message={banner} />
        <TextFormField control={form.control} name="reason" label={f.reason} placeholder={f.reasonPlaceholder} rows={2} />
        <FormFooter label={f.submit} submitting={form.formState.isSubmitting} className="[&_button]:min-h-12" />
      </form>
    </Form>
  )
}
