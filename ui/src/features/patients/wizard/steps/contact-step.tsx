import { SectionHeading } from '@/features/patients/wizard/fields/section-heading'
import { TextField } from '@/features/patients/wizard/fields/text-field'
import type { WizardMode } from '@/features/patients/wizard/schema'
import { StepGrid } from '@/features/patients/wizard/steps/step-grid'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'

const t = es.residentWizard
const f = t.fields
const p = t.placeholders

const tel = { type: 'tel', inputMode: 'tel', spellCheck: false } as const

/**
 * Contacto: guardian, addresses, phones and e-mail; with residents.family-access the family account
 * (optional: created when a username is given, with its password); and two relatives.
 */
export function ContactStep({ mode }: { mode: WizardMode }) {
  const familyAccess = useCan()('residents.family-access')
  return (
    <StepGrid>
      <SectionHeading>{t.sections.contact}</SectionHeading>
      <TextField name="guardianName" label={f.guardianName} placeholder={p.guardianName} wide />
      <TextField name="residentialAddress" label={f.residentialAddress} wide />
      <TextField name="mailingAddress" label={f.mailingAddress} wide optional />
      <TextField name="phoneNumbers" label={f.phoneNumbers} placeholder={p.phoneNumbers} hint={t.hints.phoneNumbers} input={tel} />
      <TextField
        name="contactEmail"
        label={f.contactEmail}
        placeholder={p.contactEmail}
        optional
        input={{ type: 'email', autoCapitalize: 'none', spellCheck: false }}
      />
      {familyAccess && (
        <>
          <SectionHeading>{t.sections.familyAccess}</SectionHeading>
          <TextField
            name="username"
            label={f.username}
            placeholder={p.username}
            hint={t.hints.username}
            optional
            wide
            input={{ autoCapitalize: 'none', spellCheck: false }}
          />
          <TextField
            name="password"
            label={f.password}
            kind="password"
            hint={mode === 'create' ? t.hints.passwordCreate : t.hints.passwordEdit}
          />
          <TextField name="confirmPassword" label={f.confirmPassword} kind="password" />
        </>
      )}
      {([1, 2] as const).map((n) => (
        <FamilyMemberFields key={n} n={n} />
      ))}
    </StepGrid>
  )
}

function FamilyMemberFields({ n }: { n: 1 | 2 }) {
  const index = (n - 1) as 0 | 1
  return (
    <>
      <SectionHeading>{t.sections.familyMember(n)}</SectionHeading>
      <TextField name={`additionalFamilyMembers.${index}.name`} label={f.familyName(n)} placeholder={p.familyName} />
      <TextField
        name={`additionalFamilyMembers.${index}.relationship`}
        label={f.familyRelationship(n)}
        placeholder={p.familyRelationship}
        optional={n === 1}
      />
      <TextField
        name={`additionalFamilyMembers.${index}.contact`}
        label={f.familyContact(n)}
        placeholder={p.familyContact}
        input={tel}
      />
    </>
  )
}
