import { FlagGroup } from '@/features/patients/wizard/fields/flag-group'
import { SectionHeading } from '@/features/patients/wizard/fields/section-heading'
import { TextField } from '@/features/patients/wizard/fields/text-field'
import { WhenTicked } from '@/features/patients/wizard/fields/when-ticked'
import { StepGrid } from '@/features/patients/wizard/steps/step-grid'
import { es } from '@/i18n/es'

const t = es.residentWizard
const f = t.fields

/** Médico: plan, supplement, equipment, allergies and diagnosis. */
export function MedicalStep() {
  return (
    <StepGrid>
      <SectionHeading>{t.sections.medical}</SectionHeading>
      <TextField name="medicalPlan" label={f.medicalPlan} />
      <TextField name="supplement" label={f.supplement} optional />
      <FlagGroup name="medicalEquipment" label={f.medicalEquipment} flags={t.flags.medicalEquipment} />
      <WhenTicked flag="medicalEquipment.others">
        <TextField name="otherEquipmentText" label={f.otherEquipmentText} wide />
      </WhenTicked>
      <TextField name="allergies" label={f.allergies} kind="long" />
      <TextField name="diagnosis" label={f.diagnosis} kind="long" />
    </StepGrid>
  )
}
