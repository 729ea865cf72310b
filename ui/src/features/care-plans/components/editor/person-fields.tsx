import { useFormContext } from 'react-hook-form'
import { TextFormField } from '@/components/text-form-field'
import { PlanSection } from '@/features/care-plans/components/plan-view'
import type { PlanFormOutput, PlanFormValues } from '@/features/care-plans/form/form-schema'
import { es } from '@/i18n/es'

const t = es.carePlans.editor

/** The person's own view (atención centrada en la persona) and the team's reference professional. */
export function PersonFields() {
  const { control } = useFormContext<PlanFormValues, unknown, PlanFormOutput>()
  return (
    <PlanSection id="plan-person" title={t.person}>
      <TextFormField control={control} name="person.biography" label={t.biography} hint={t.biographyHint} rows={4} />
      <div className="grid gap-4 @min-[40rem]:grid-cols-2">
        <TextFormField control={control} name="person.preferences" label={t.preferences} hint={t.preferencesHint} rows={3} />
        <TextFormField control={control} name="person.matters" label={t.matters} hint={t.mattersHint} rows={3} />
      </div>
      <TextFormField
        control={control}
        name="referenceProfessional"
        label={t.referenceProfessional}
        hint={t.referenceProfessionalHint}
        className="@min-[40rem]:max-w-md"
      />
    </PlanSection>
  )
}
