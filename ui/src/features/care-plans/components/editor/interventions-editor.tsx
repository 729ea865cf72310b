import { PlusIcon } from 'lucide-react'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { InterventionFields } from '@/features/care-plans/components/editor/intervention-fields'
import { LIMITS, type PlanFormOutput, type PlanFormValues } from '@/features/care-plans/form/form-schema'
import { emptyIntervention } from '@/features/care-plans/form/values'
import { es } from '@/i18n/es'

const t = es.carePlans.editor

/** A need's interventions: add and remove. */
export function InterventionsEditor({ path }: { path: `areas.${number}.needs.${number}` }) {
  const { control } = useFormContext<PlanFormValues, unknown, PlanFormOutput>()
  const { fields, append, remove } = useFieldArray({ control, name: `${path}.interventions` })
  return (
    <div className="grid gap-3">
      <h5 className="font-medium">{t.interventions}</h5>
      {fields.length === 0 && <p className="text-muted-foreground">{t.noInterventions}</p>}
      {fields.map((field, index) => (
        <InterventionFields key={field.id} path={`${path}.interventions.${index}`} index={index} onRemove={() => remove(index)} />
      ))}
      <Button
        type="button"
        variant="outline"
        className="min-h-11 justify-self-start"
        disabled={fields.length >= LIMITS.interventions}
        onClick={() => append(emptyIntervention(), { focusName: `${path}.interventions.${fields.length}.text` })}
      >
        <PlusIcon aria-hidden />
        {t.addIntervention}
      </Button>
    </div>
  )
}
