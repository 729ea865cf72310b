import { ChoiceField } from '@/components/choice-field'
import { DecimalFormField } from '@/components/decimal-form-field'
import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { FormFooter } from '@/components/form-footer'
import { PhotoField } from '@/components/photo-field'
import { TextFormField } from '@/components/text-form-field'
import { Form } from '@/components/ui/form'
import { useAddEvolution } from '@/features/skin-lesions/api/add-evolution'
import {
  BED_CHOICES,
  CATEGORY_CHOICES,
  EXUDATE_CHOICES,
} from '@/features/skin-lesions/components/new-lesion-dialog'
import {
  EVOLUTION_FORM_FIELDS,
  evolutionDefaults,
  evolutionFormSchema,
  type EvolutionFormValues,
} from '@/features/skin-lesions/form/evolution-form-schema'
import { lesionTitle, regionName } from '@/features/skin-lesions/lesion-text'
import { LESION_PHOTO_TYPES, lesionPhotoError } from '@/features/skin-lesions/photo'
import type { NewEvolution } from '@/features/skin-lesions/api/add-evolution'
import type { SkinLesion } from '@/features/skin-lesions/schemas'
import { es } from '@/i18n/es'
import { todayISO } from '@/lib/dates'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.skinLesions
const f = t.evolutionForm

/** «Evolución»: this week's size, category, bed and exudate of an open lesion, a note and a photo from the camera. */
export function EvolutionDialog({ lesion, onClose }: { lesion: SkinLesion | null; onClose: () => void }) {
  return (
    <FormDialog
      open={lesion !== null}
      onOpenChange={(open) => !open && onClose()}
      title={f.title}
      description={lesion ? f.description(lesionTitle(lesion), regionName(lesion)) : ''}
      className="sm:max-w-2xl"
    >
      {lesion && <EvolutionForm lesion={lesion} onDone={onClose} />}
    </FormDialog>
  )
}

function EvolutionForm({ lesion, onDone }: { lesion: SkinLesion; onDone: () => void }) {
  const add = useAddEvolution(lesion._id)
  const today = todayISO()
  const { form, banner, submit } = useSchemaForm(
    evolutionFormSchema(lesion, today),
    evolutionDefaults(lesion, today) satisfies EvolutionFormValues,
    EVOLUTION_FORM_FIELDS,
    'onSubmit',
  )

  async function onSubmit(values: NewEvolution) {
    const saved = await submit(() => add.mutateAsync(values), { title: f.saved })
    if (saved) onDone()
  }

  const submitting = form.formState.isSubmitting
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="@container grid min-w-0 gap-5 sm:grid-cols-2">
        <ErrorBanner message={banner} />
        <TextFormField
          control={form.control}
          name="date"
          label={f.date}
          input={{ type: 'date', min: lesion.detectedAt, max: today }}
          className="sm:col-span-2 sm:max-w-xs"
        />
        <fieldset className="grid gap-3 sm:col-span-2">
          <legend className="mb-2 text-base font-medium">{t.form.size}</legend>
          <div className="grid grid-cols-2 gap-3 @md:grid-cols-3">
            <DecimalFormField control={form.control} name="lengthCm" label={t.form.lengthCm} unit={t.form.cm} />
            <DecimalFormField control={form.control} name="widthCm" label={t.form.widthCm} unit={t.form.cm} />
            <DecimalFormField
              control={form.control}
              name="depthCm"
              label={t.form.depthCm}
              labelNote={t.form.optional}
              unit={t.form.cm}
              className="col-span-2 @md:col-span-1"
            />
          </div>
        </fieldset>
        {lesion.type === 'upp' && (
          <div className="sm:col-span-2">
            <ChoiceField
              control={form.control}
              name="category"
              legend={f.category}
              choices={CATEGORY_CHOICES}
              choicesClassName="grid gap-2 @sm:grid-cols-2 @xl:grid-cols-3"
            />
          </div>
        )}
        <div className="sm:col-span-2">
          <ChoiceField control={form.control} name="bed" legend={t.form.bed} choices={BED_CHOICES} />
        </div>
        <div className="sm:col-span-2">
          <ChoiceField control={form.control} name="exudate" legend={t.form.exudate} choices={EXUDATE_CHOICES} />
        </div>
        <TextFormField
          control={form.control}
          name="note"
          label={f.note}
          placeholder={f.notePlaceholder}
          rows={3}
          className="sm:col-span-2"
        />
        <PhotoField
          name="photo"
          label={f.photo}
          hint={f.photoHint}
          texts={f.photoTexts}
          types={LESION_PHOTO_TYPES}
          fileError={lesionPhotoError}
          shape="picture"
          removable
          focusOnError
        />
        <FormFooter label={f.submit} submitting={submitting} className="sm:col-span-2 [&_button]:min-h-12" />
      </form>
    </Form>
  )
}
