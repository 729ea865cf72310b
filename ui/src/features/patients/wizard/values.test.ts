import { describe, expect, it } from 'vitest'
import { residentFormSchema } from '@/features/patients/wizard/schema'
import { emptyResidentValues, residentToFormValues, toResidentInput } from '@/features/patients/wizard/values'
import { completeResidentValues, recordedEssentials, savedResident } from '@/test/resident-fixtures'

describe('emptyResidentValues', () => {
  it('admits today, with the SPEC defaults and two empty relatives', () => {
    const values = emptyResidentValues('2026-03-02')
    expect(values.admissionDate).toBe('2026-03-02')
    expect(values).toMatchObject({
      gender: 'male',
      maritalStatus: 'single',
      examinerRelationship: 'positive',
      interviewDisposition: 'interested',
      attention: 'adequate',
      activityLevel: 'adequateActivity',
      photo: null,
    })
    expect(values.additionalFamilyMembers).toHaveLength(2)
    expect(values.receivingEmployee).toBe('')
  })

  it('starts "Empleado que recibe" with the name it is given (the signed-in user)', () => {
    expect(emptyResidentValues('2026-03-02', 'Carmen Ruiz').receivingEmployee).toBe('Carmen Ruiz')
  })
})

describe('residentToFormValues', () => {
  it('fills the form from a saved resident, with an empty password and always two relatives', () => {
    const resident = savedResident({ additionalFamilyMembers: [{ name: 'Luis', relationship: 'hijo', contact: '600' }] })
    const values = residentToFormValues(resident)
    expect(values.name).toBe(resident.name)
    expect(values.photo).toBe('/api/images/i1')
    expect(values.password).toBe('')
    expect(values.additionalFamilyMembers).toEqual([
      { name: 'Luis', relationship: 'hijo', contact: '600' },
      { name: '', relationship: '', contact: '' },
    ])
    // The saved resident has a family account: the empty password keeps it.
    expect(residentFormSchema('edit', undefined, { hasFamilyAccount: true }).safeParse(values).success).toBe(true)
  })
})

describe('toResidentInput', () => {
  it('sends the values with the area, and empties the texts of unticked flags', () => {
    const values = residentFormSchema('create').parse({
      ...completeResidentValues(),
      photo: 'data:image/png;base64,iVBORw==',
      otherEquipmentText: 'Grúa',
      accompaniedBy: 'Su hija',
      residentReceipt: { wheelchair: false, walks: false, ambulance: false, accompanied: true, others: false },
    })
    const input = toResidentInput(values, null)
    expect(input.area).toBeNull()
    expect(input.photo).toBe('data:image/png;base64,iVBORw==')
    expect(input.otherEquipmentText).toBe('')
    expect(input.accompaniedBy).toBe('Su hija')
    expect(input.password).toBe('familia1')
    expect(input.confirmPassword).toBe('familia1')
  })
})

describe('the essentials (issue 29) from the resident to the form and back', () => {
  const schema = residentFormSchema('edit', undefined, { hasFamilyAccount: true })
  const save = (values: ReturnType<typeof residentToFormValues>) => toResidentInput(schema.parse(values))

  it('a resident with every essential recorded is sent back as it was', () => {
    const values = residentToFormValues(savedResident(recordedEssentials))
    expect(values).toMatchObject({ codeStatus: 'no-rcp', iddsiLevel: '5', mobilityAid: 'andador' })
    expect(values.advanceDirectives.date).toBe('2024-11-05')
    expect(save(values)).toMatchObject(recordedEssentials)
  })

  it('an empty form sends null and empty texts', () => {
    expect(save(completeResidentValues())).toMatchObject({
      codeStatus: null,
      advanceDirectives: { registered: false, date: null, location: '', representative: '' },
      diet: '',
      iddsiLevel: null,
      mobilityAid: '',
      isolation: '',
    })
    const nothingRecorded = residentToFormValues(savedResident())
    expect(nothingRecorded).toMatchObject({ codeStatus: '', iddsiLevel: '', mobilityAid: '', diet: '', isolation: '' })
    expect(nothingRecorded.advanceDirectives).toEqual({ registered: false, date: '', location: '', representative: '' })
  })

  it('directives no longer registered lose their date and place, and keep the representative', () => {
    const values = residentToFormValues(savedResident(recordedEssentials))
    values.advanceDirectives.registered = false
    expect(save(values).advanceDirectives).toEqual({
      registered: false,
      date: null,
      location: '',
      representative: 'Ana Núñez (hija)',
    })
  })

  it('a registered date left empty is sent as null', () => {
    const values = residentToFormValues(savedResident(recordedEssentials))
    values.advanceDirectives.date = ''
    expect(save(values).advanceDirectives).toMatchObject({ registered: true, date: null })
  })
})
