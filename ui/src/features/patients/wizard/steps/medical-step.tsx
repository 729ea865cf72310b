import { FlagGroup } from '@/features/patients/wizard/fields/flag-group'
import { SectionHeading } from '@/features/patients/wizard/fields/section-heading'
import { SelectField } from '@/features/patients/wizard/fields/select-field'
import { TextField } from '@/features/patients/wizard/fields/text-field'
import { WhenTicked } from '@/features/patients/wizard/fields/when-ticked'
import { StepGrid } from '@/features/patients/wizard/steps/step-grid'
import { es } from '@/i18n/es'
import { todayISO } from '@/lib/dates'

const t = es.residentWizard
const f = t.fields
const e = es.residentEssentials

/**
 * Médico: plan, supplement, equipment, allergies and diagnosis; then the essentials for emergencies and
 * transfers (DESIGN 16), all optional.
 */
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
      <SectionHeading>{t.sections.essentials}</SectionHeading>
      <SelectField name="codeStatus" label={e.fields.codeStatus} options={e.codeStatus} emptyLabel={e.notRecorded} />
      <SelectField name="mobilityAid" label={e.fields.mobilityAid} options={e.mobilityAid} emptyLabel={e.notRecorded} />
      <TextField name="diet" label={e.fields.diet} placeholder={e.placeholders.diet} optional />
      <SelectField name="iddsiLevel" label={e.fields.iddsiLevel} options={e.iddsiLevel} emptyLabel={e.notRecorded} />
      <TextField name="isolation" label={e.fields.isolation} placeholder={e.placeholders.isolation} optional wide />
      <FlagGroup name="advanceDirectives" label={e.fields.advanceDirectives} flags={e.directivesFlags} />
      <WhenTicked flag="advanceDirectives.registered">
        <TextField
          name="advanceDirectives.date"
          label={e.fields.directivesDate}
          optional
          input={{ type: 'date', max: todayISO() }}
        />
        <TextField name="advanceDirectives.location" label={e.fields.directivesLocation} optional />
      </WhenTicked>
      <TextField name="advanceDirectives.representative" label={e.fields.representative} optional />
    </StepGrid>
  )
}
