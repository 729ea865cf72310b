import { XIcon } from 'lucide-react'
import { useFormContext, useWatch } from 'react-hook-form'
import { ChoiceField } from '@/components/choice-field'
import { TextFormField } from '@/components/text-form-field'
import { Button } from '@/components/ui/button'
import { SCHEDULES, type PlanFormOutput, type PlanFormValues } from '@/features/care-plans/form/form-schema'
import { es } from '@/i18n/es'

const t = es.carePlans.editor

/** The id of the list of usual roles the role fields offer (rendered once by the editor). */
export const ROLES_LIST_ID = 'care-plan-roles'

const SCHEDULE_CHOICES = SCHEDULES.map((value) => ({ value, label: t.schedules[value] }))

type InterventionFieldsProps = {
  /** `areas.A.needs.N.interventions.I` */
  path: `areas.${number}.needs.${number}.interventions.${number}`
  index: number
  onRemove: () => void
}

/**
 * One intervention: what is done, how often in words, when it shows in the shift's tasks (every so many hours or
 * at times of day), and who does it (a role, a named professional, or both).
 */
export function InterventionFields({ path, index, onRemove }: InterventionFieldsProps) {
  const { control } = useFormContext<PlanFormValues, unknown, PlanFormOutput>()
  const schedule = useWatch({ control, name: `${path}.schedule` })
  return (
    <fieldset className="grid gap-3 rounded-lg border-l-4 border-primary/40 bg-card p-3">
      <legend className="sr-only">{t.interventionLabel(index + 1)}</legend>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="pt-2 text-sm font-semibold" aria-hidden>
          {t.interventionLabel(index + 1)}
        </p>
        <Button type="button" variant="ghost" className="min-h-11 text-destructive" aria-label={t.removeIntervention(index + 1)} onClick={onRemove}>
          <XIcon aria-hidden />
          {t.remove}
        </Button>
      </div>
      <TextFormField control={control} name={`${path}.text`} label={t.interventionText} rows={2} />
      <TextFormField control={control} name={`${path}.frequency`} label={t.frequency} placeholder={t.frequencyPlaceholder} />
      <ChoiceField control={control} name={`${path}.schedule`} legend={t.schedule} choices={SCHEDULE_CHOICES} />
      {schedule === 'every' && (
        <TextFormField
          control={control}
          name={`${path}.everyHours`}
          label={t.everyHours}
          input={{ inputMode: 'numeric', className: 'max-w-32' }}
        />
      )}
      {schedule === 'times' && <TextFormField control={control} name={`${path}.times`} label={t.times} hint={t.timesHint} />}
      <div className="grid gap-3 @min-[36rem]:grid-cols-2">
        <TextFormField
          control={control}
          name={`${path}.role`}
          label={t.role}
          placeholder={t.rolePlaceholder}
          input={{ list: ROLES_LIST_ID }}
        />
        <TextFormField control={control} name={`${path}.responsible`} label={t.responsible} hint={t.responsibleHint} />
      </div>
    </fieldset>
  )
}
