import { ChoiceField } from '@/features/patients/wizard/fields/choice-field'
import { FlagGroup } from '@/features/patients/wizard/fields/flag-group'
import { SectionHeading } from '@/features/patients/wizard/fields/section-heading'
import { TextField } from '@/features/patients/wizard/fields/text-field'
import { WhenTicked } from '@/features/patients/wizard/fields/when-ticked'
import { StepGrid } from '@/features/patients/wizard/steps/step-grid'
import { es } from '@/i18n/es'

const t = es.residentWizard
const f = t.fields
const o = t.options

/** Evaluación: how the first evaluation was made and what it found. */
export function EvaluationStep() {
  return (
    <StepGrid>
      <SectionHeading>{t.sections.evaluation}</SectionHeading>
      <FlagGroup name="evaluationMethod" label={f.evaluationMethod} flags={t.flags.evaluationMethod} />
      <WhenTicked flag="evaluationMethod.otherMethods">
        <TextField name="otherMethodsText" label={f.otherMethodsText} wide />
      </WhenTicked>
      <ChoiceField name="examinerRelationship" label={f.examinerRelationship} options={o.examinerRelationship} />
      <ChoiceField name="interviewDisposition" label={f.interviewDisposition} options={o.interviewDisposition} />
      <ChoiceField name="attention" label={f.attention} options={o.attention} />
      <ChoiceField name="activityLevel" label={f.activityLevel} options={o.activityLevel} />
      <FlagGroup name="orientation" label={f.orientation} flags={t.flags.orientation} />
    </StepGrid>
  )
}
