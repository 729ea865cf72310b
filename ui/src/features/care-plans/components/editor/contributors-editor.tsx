import { PlusIcon, XIcon } from 'lucide-react'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { TextFormField } from '@/components/text-form-field'
import { Button } from '@/components/ui/button'
import { LIMITS, type PlanFormOutput, type PlanFormValues } from '@/features/care-plans/form/form-schema'
import { es } from '@/i18n/es'

const t = es.carePlans.editor

/** Who contributed to an area (doctor, nurse, social worker, others by name and role): add and remove. */
export function ContributorsEditor({ areaIndex }: { areaIndex: number }) {
  const { control } = useFormContext<PlanFormValues, unknown, PlanFormOutput>()
  const { fields, append, remove } = useFieldArray({ control, name: `areas.${areaIndex}.contributors` })
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium">{t.contributors}</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="grid items-start gap-3 rounded-lg border bg-background p-3 @min-[36rem]:grid-cols-[1fr_1fr_auto]">
          <TextFormField control={control} name={`areas.${areaIndex}.contributors.${index}.name`} label={t.contributorName} />
          <TextFormField
            control={control}
            name={`areas.${areaIndex}.contributors.${index}.role`}
            label={t.contributorRole}
            placeholder={t.contributorRolePlaceholder}
          />
          <Button
            type="button"
            variant="ghost"
            className="min-h-11 text-destructive @min-[36rem]:mt-7"
            aria-label={t.removeContributor(index + 1)}
            onClick={() => remove(index)}
          >
            <XIcon aria-hidden />
            {t.remove}
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        className="min-h-11 justify-self-start"
        disabled={fields.length >= LIMITS.contributors}
        onClick={() => append({ name: '', role: '' }, { focusName: `areas.${areaIndex}.contributors.${fields.length}.name` })}
      >
        <PlusIcon aria-hidden />
        {t.addContributor}
      </Button>
    </fieldset>
  )
}
