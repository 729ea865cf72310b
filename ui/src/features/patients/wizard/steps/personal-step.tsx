import { PhotoField } from '@/components/photo-field'
import { ChoiceField } from '@/features/patients/wizard/fields/choice-field'
import { PHOTO_TYPES, photoFileError } from '@/features/patients/wizard/photo'
import { SectionHeading } from '@/features/patients/wizard/fields/section-heading'
import { TextField } from '@/features/patients/wizard/fields/text-field'
import type { WizardMode } from '@/features/patients/wizard/schema'
import { StepGrid } from '@/features/patients/wizard/steps/step-grid'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'

const t = es.residentWizard
const f = t.fields
const p = t.placeholders

/** Personal: photo, identity, room and, with residents.family-access, the family account's password. */
export function PersonalStep({ mode }: { mode: WizardMode }) {
  const familyAccess = useCan()('residents.family-access')
  return (
    <StepGrid>
      <PhotoField
        name="photo"
        label={f.photo}
        hint={t.photo.hint}
        texts={t.photo}
        types={PHOTO_TYPES}
        fileError={photoFileError}
        shape="portrait"
        removable
      />
      <SectionHeading>{t.sections.identity}</SectionHeading>
      <TextField name="name" label={f.name} placeholder={p.name} wide />
      <TextField name="admissionDate" label={f.admissionDate} input={{ type: 'date' }} />
      <TextField name="room" label={f.room} placeholder={p.room} />
      <TextField name="socialSecurity" label={f.socialSecurity} placeholder={p.socialSecurity} />
      <TextField name="dateOfBirth" label={f.dateOfBirth} input={{ type: 'date' }} />
      <TextField name="placeOfBirth" label={f.placeOfBirth} placeholder={p.placeOfBirth} />
      <TextField name="religion" label={f.religion} />
      <ChoiceField name="gender" label={f.gender} options={t.options.gender} />
      <ChoiceField name="maritalStatus" label={f.maritalStatus} options={t.options.maritalStatus} />
      {familyAccess && (
        <>
          <SectionHeading>{t.sections.familyAccess}</SectionHeading>
          <TextField
            name="password"
            label={f.password}
            kind="password"
            hint={mode === 'create' ? t.hints.passwordCreate : t.hints.passwordEdit}
          />
          <TextField name="confirmPassword" label={f.confirmPassword} kind="password" />
        </>
      )}
    </StepGrid>
  )
}
