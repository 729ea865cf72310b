import { useId } from 'react'
import { PhotoField } from '@/components/photo-field'
import { ChoiceField } from '@/features/patients/wizard/fields/choice-field'
import { PHOTO_TYPES, photoFileError } from '@/features/patients/wizard/photo'
import { SectionHeading } from '@/features/patients/wizard/fields/section-heading'
import { TextField } from '@/features/patients/wizard/fields/text-field'
import { StepGrid } from '@/features/patients/wizard/steps/step-grid'
import { es } from '@/i18n/es'

const t = es.residentWizard
const f = t.fields
const p = t.placeholders

/**
 * Personal: photo, identity and room. The room is checked here against the rooms in use (the schema's
 * roomOccupant); the free rooms former residents left are offered as suggestions.
 */
export function PersonalStep({ freeRooms = [] }: { freeRooms?: readonly string[] }) {
  const roomsId = useId()
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
      <TextField
        name="room"
        label={f.room}
        placeholder={p.room}
        hint={freeRooms.length > 0 ? t.hints.room : undefined}
        input={freeRooms.length > 0 ? { list: roomsId } : undefined}
      />
      {freeRooms.length > 0 && (
        <datalist id={roomsId}>
          {freeRooms.map((room) => (
            <option key={room} value={room} />
          ))}
        </datalist>
      )}
      <TextField name="socialSecurity" label={f.socialSecurity} placeholder={p.socialSecurity} />
      <TextField name="dateOfBirth" label={f.dateOfBirth} input={{ type: 'date' }} />
      <TextField name="placeOfBirth" label={f.placeOfBirth} placeholder={p.placeOfBirth} />
      <TextField name="religion" label={f.religion} optional />
      <TextField
        name="heightCm"
        label={f.heightCm}
        placeholder={p.heightCm}
        hint={t.hints.heightCm}
        optional
        input={{ inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off' }}
      />
      <ChoiceField name="gender" label={f.gender} options={t.options.gender} />
      <ChoiceField name="maritalStatus" label={f.maritalStatus} options={t.options.maritalStatus} />
    </StepGrid>
  )
}
