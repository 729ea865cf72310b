import { useWatch } from 'react-hook-form'
import { CheckboxFormField } from '@/components/checkbox-form-field'
import { ChoiceField } from '@/components/choice-field'
import { DecimalFormField } from '@/components/decimal-form-field'
import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { FormFooter } from '@/components/form-footer'
import { TextFormField } from '@/components/text-form-field'
import { Form } from '@/components/ui/form'
import { useCreateSkinLesion } from '@/features/skin-lesions/api/create-skin-lesion'
import { LocationField } from '@/features/skin-lesions/components/location-field'
import {
  emptyLesionForm,
  LESION_FORM_FIELDS,
  lesionFormSchema,
  type LesionFormOutput,
} from '@/features/skin-lesions/form/lesion-form-schema'
import {
  LESION_BEDS,
  LESION_CATEGORIES,
  LESION_EXUDATES,
  LESION_ORIGINS,
  LESION_TYPES,
} from '@/features/skin-lesions/schemas'
import { es } from '@/i18n/es'
import { todayISO } from '@/lib/dates'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.skinLesions
const f = t.form

export const TYPE_CHOICES = LESION_TYPES.map((type) => ({ value: type, label: t.typeChoices[type] }))
export const CATEGORY_CHOICES = LESION_CATEGORIES.map((category) => ({
  value: category,
  label: (
    <span className="grid">
      <span>{t.categories[category]}</span>
      <span className="text-sm font-normal text-muted-foreground">{t.categoryHints[category]}</span>
    </span>
  ),
}))
export const BED_CHOICES = LESION_BEDS.map((bed) => ({ value: bed, label: t.beds[bed] }))
export const EXUDATE_CHOICES = LESION_EXUDATES.map((exudate) => ({ value: exudate, label: t.exudates[exudate] }))
const ORIGIN_CHOICES = LESION_ORIGINS.map((origin) => ({ value: origin, label: t.origins[origin] }))

type NewLesionDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  resident: { id: string; name: string }
}

/** «Nueva lesión»: a nurse or a doctor records a lesion found on the resident, on the tablet. */
export function NewLesionDialog({ open, onOpenChange, resident }: NewLesionDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={f.title}
      description={f.description(resident.name)}
      className="sm:max-w-3xl"
    >
      <NewLesionForm residentId={resident.id} onDone={() => onOpenChange(false)} />
    </FormDialog>
  )
}

function NewLesionForm({ residentId, onDone }: { residentId: string; onDone: () => void }) {
  const create = useCreateSkinLesion()
  const today = todayISO()
  const { form, banner, submit } = useSchemaForm(lesionFormSchema(today), emptyLesionForm(today), LESION_FORM_FIELDS, 'onSubmit')
  const [type, origin] = useWatch({ control: form.control, name: ['type', 'origin'] })

  async function onSubmit(values: LesionFormOutput) {
    const saved = await submit(() => create.mutateAsync({ ...values, residentId }), (lesion) => ({
      title: f.saved,
      description: lesion.origin === 'residencia' ? f.savedWithAlert : undefined,
    }))
    if (saved) onDone()
  }

  const submitting = form.formState.isSubmitting
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="@container grid min-w-0 gap-5">
        <ErrorBanner message={banner} />
        <ChoiceField
          control={form.control}
          name="type"
          legend={f.type}
          choices={TYPE_CHOICES}
          choicesClassName="grid gap-2 @sm:grid-cols-2 @xl:grid-cols-3"
        />
        {type === 'upp' && (
          <ChoiceField
            control={form.control}
            name="category"
            legend={f.category}
            choices={CATEGORY_CHOICES}
            choicesClassName="grid gap-2 @sm:grid-cols-2 @xl:grid-cols-3"
          />
        )}
        <LocationField />
        <div className="grid gap-4 @md:grid-cols-2">
          <div className="grid content-start gap-1">
            <ChoiceField control={form.control} name="origin" legend={f.origin} choices={ORIGIN_CHOICES} />
            {origin === 'residencia' && <p className="text-sm text-muted-foreground">{f.originResidenciaHint}</p>}
          </div>
          <TextFormField control={form.control} name="detectedAt" label={f.detectedAt} input={{ type: 'date', max: today }} />
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-base font-medium">{f.size}</legend>
          <div className="grid grid-cols-2 gap-3 @md:grid-cols-3">
            <DecimalFormField control={form.control} name="lengthCm" label={f.lengthCm} unit={f.cm} />
            <DecimalFormField control={form.control} name="widthCm" label={f.widthCm} unit={f.cm} />
            <DecimalFormField
              control={form.control}
              name="depthCm"
              label={f.depthCm}
              labelNote={f.optional}
              unit={f.cm}
              className="col-span-2 @md:col-span-1"
            />
          </div>
        </fieldset>
        <ChoiceField control={form.control} name="bed" legend={f.bed} choices={BED_CHOICES} />
        <ChoiceField control={form.control} name="exudate" legend={f.exudate} choices={EXUDATE_CHOICES} />
        <CheckboxFormField control={form.control} name="infection" label={f.infection} hint={f.infectionHint} />
        <TextFormField control={form.control} name="treatment" label={f.treatment} placeholder={f.treatmentPlaceholder} rows={3} />
        <TextFormField control={form.control} name="surface" label={f.surface} placeholder={f.surfacePlaceholder} />
        <FormFooter label={f.submit} submitting={submitting} className="[&_button]:min-h-12" />
      </form>
    </Form>
  )
}
