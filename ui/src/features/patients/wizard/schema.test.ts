import { describe, expect, it } from 'vitest'
import { CODE_STATUSES, MOBILITY_AIDS } from '@/features/patients/schemas'
import { residentFormSchema, type ResidentFormValues } from '@/features/patients/wizard/schema'
import { isISODate } from '@/lib/dates'
import { TAB_FIELDS, type WizardTab } from '@/features/patients/wizard/tabs'
import { emptyResidentValues } from '@/features/patients/wizard/values'
import { completeResidentValues } from '@/test/resident-fixtures'

const TODAY = '2026-03-02'
const create = residentFormSchema('create', TODAY)
/** A resident with a family account. */
const edit = residentFormSchema('edit', TODAY, { hasFamilyAccount: true })
/** A resident admitted without one. */
const editWithoutAccount = residentFormSchema('edit', TODAY, { hasFamilyAccount: false })

/** The first message for each failing field, as the form shows it. */
function errors(schema: typeof create, values: ResidentFormValues) {
  const result = schema.safeParse(values)
  const found: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message
  return found
}

/** The failing fields of one tab. */
function tabErrors(tab: WizardTab, values: ResidentFormValues, schema = create) {
  const all = errors(schema, values)
  return Object.fromEntries(Object.entries(all).filter(([key]) => TAB_FIELDS[tab].includes(key as never)))
}

describe('residentFormSchema: required fields per tab', () => {
  const empty = emptyResidentValues(TODAY)

  it('Personal: identity and room (the admission date is today, the enums have defaults; religion is optional)', () => {
    expect(tabErrors('personal', { ...empty, admissionDate: '' })).toEqual({
      admissionDate: 'Campo requerido: Fecha de ingreso',
      name: 'Campo requerido: Nombre completo',
      socialSecurity: 'Campo requerido: Número de la Seguridad Social',
      dateOfBirth: 'Campo requerido: Fecha de nacimiento',
      placeOfBirth: 'Campo requerido: Lugar de nacimiento',
      room: 'Campo requerido: Habitación',
    })
  })

  it('Contacto: guardian, home address, phones and the first relative (postal address, e-mail and family account optional)', () => {
    expect(tabErrors('contact', empty)).toEqual({
      guardianName: 'Campo requerido: Tutor y parentesco',
      residentialAddress: 'Campo requerido: Dirección de residencia',
      phoneNumbers: 'Campo requerido: Teléfonos',
      'additionalFamilyMembers.0.name': 'Campo requerido: Nombre del familiar 1',
      'additionalFamilyMembers.0.contact': 'Campo requerido: Contacto del familiar 1',
    })
  })

  it('Médico: plan, allergies and diagnosis (the supplement is optional)', () => {
    expect(tabErrors('medical', empty)).toEqual({
      medicalPlan: 'Campo requerido: Plan médico',
      allergies: 'Campo requerido: Alergias',
      diagnosis: 'Campo requerido: Diagnóstico',
    })
  })

  it('admits without religion, supplement, postal address, family e-mail or family account', () => {
    const values = {
      ...completeResidentValues(),
      religion: '',
      supplement: '',
      mailingAddress: '',
      contactEmail: '',
      username: '',
      password: '',
      confirmPassword: '',
    }
    expect(errors(create, values)).toEqual({})
  })

  it('Evaluación: nothing while the defaults stand', () => {
    expect(tabErrors('evaluation', empty)).toEqual({})
  })

  it('Revisión: the receiving employee', () => {
    expect(tabErrors('review', empty)).toEqual({ receivingEmployee: 'Campo requerido: Empleado que recibe' })
  })

  it('takes a complete resident, trimmed', () => {
    const values = { ...completeResidentValues(), name: '  María José Núñez Peña  ' }
    const parsed = create.parse(values)
    expect(parsed.name).toBe('María José Núñez Peña')
    expect(parsed.password).toBe('familia1')
  })

  it('counts blank text as missing', () => {
    expect(errors(create, { ...completeResidentValues(), name: '   ' })).toEqual({ name: 'Campo requerido: Nombre completo' })
  })
})

describe('residentFormSchema: formats', () => {
  const valid = completeResidentValues()

  it('wants real YYYY-MM-DD dates', () => {
    expect(errors(create, { ...valid, admissionDate: '2026-02-30', dateOfBirth: '14/05/1942' })).toEqual({
      admissionDate: 'Fecha no válida.',
      dateOfBirth: 'Fecha no válida.',
    })
    expect(isISODate('2024-02-29')).toBe(true)
    expect(isISODate('2025-02-29')).toBe(false)
  })

  it('wants the birth before the admission and not in the future', () => {
    const message = 'La fecha de nacimiento debe ser anterior a la de ingreso.'
    expect(errors(create, { ...valid, dateOfBirth: '2026-03-03', admissionDate: '2026-03-04' })).toEqual({ dateOfBirth: message })
    expect(errors(create, { ...valid, dateOfBirth: TODAY, admissionDate: TODAY })).toEqual({ dateOfBirth: message })
    expect(errors(create, { ...valid, dateOfBirth: '1950-01-02', admissionDate: '1950-01-01' })).toEqual({ dateOfBirth: message })
    expect(errors(create, { ...valid, dateOfBirth: '1950-01-01', admissionDate: '1950-01-01' })).toEqual({})
  })

  it('checks the e-mail and the family username as the server does', () => {
    expect(errors(create, { ...valid, contactEmail: 'ana@', username: 'familia nunez' })).toEqual({
      contactEmail: 'Correo inválido.',
      username: 'El nombre de usuario no puede contener espacios ni @.',
    })
    expect(errors(create, { ...valid, username: 'ana@familia' })).toEqual({
      username: 'El nombre de usuario no puede contener espacios ni @.',
    })
  })

  it('refuses values outside the lists', () => {
    expect(errors(create, { ...valid, gender: 'other' as never, attention: '' as never })).toEqual({
      gender: 'Valor no válido.',
      attention: 'Valor no válido.',
    })
  })

  it('limits lengths: 120 for names and labels, 40 for the username, 200 for addresses, 2000 for free text', () => {
    expect(
      errors(create, {
        ...valid,
        name: 'a'.repeat(121),
        medicalPlan: 'a'.repeat(121),
        username: 'a'.repeat(41),
        mailingAddress: 'a'.repeat(201),
        diagnosis: 'a'.repeat(2001),
      }),
    ).toEqual({
      name: 'Es demasiado largo (máximo 120 caracteres).',
      medicalPlan: 'Es demasiado largo (máximo 120 caracteres).',
      username: 'El nombre de usuario debe tener entre 3 y 40 caracteres.',
      mailingAddress: 'Es demasiado largo (máximo 200 caracteres).',
      diagnosis: 'Es demasiado largo (máximo 2000 caracteres).',
    })
    expect(errors(create, { ...valid, name: 'a'.repeat(120), residentialAddress: 'a'.repeat(200) })).toEqual({})
  })
})

describe('residentFormSchema: fields shown by a ticked flag', () => {
  const valid = completeResidentValues()

  it('needs each "other" text only while its flag is ticked', () => {
    const ticked: ResidentFormValues = {
      ...valid,
      medicalEquipment: { ...valid.medicalEquipment, others: true },
      evaluationMethod: { ...valid.evaluationMethod, otherMethods: true },
      residentReceipt: { ...valid.residentReceipt, accompanied: true, others: true },
      physicalCondition: { ...valid.physicalCondition, others: true },
    }
    expect(errors(create, ticked)).toEqual({
      otherEquipmentText: 'Campo requerido: Otro equipo',
      otherMethodsText: 'Campo requerido: Otros métodos',
      accompaniedBy: 'Campo requerido: Acompañado por',
      otherReceiptText: 'Campo requerido: Otra forma de llegada',
      otherConditionText: 'Campo requerido: Otra condición física',
    })
    expect(errors(create, valid)).toEqual({})
  })

  it('reports them together with the other fields’ problems', () => {
    const values = { ...valid, medicalPlan: '', medicalEquipment: { ...valid.medicalEquipment, others: true } }
    expect(errors(create, values)).toEqual({
      medicalPlan: 'Campo requerido: Plan médico',
      otherEquipmentText: 'Campo requerido: Otro equipo',
    })
  })
})

describe('residentFormSchema: the family account and its password', () => {
  const valid = completeResidentValues()

  it('is created when a username is given: then the password is required, at least 6 characters, and confirmed', () => {
    expect(errors(create, { ...valid, password: '', confirmPassword: '' })).toEqual({
      password: 'Campo requerido: Contraseña',
      confirmPassword: 'Campo requerido: Confirmar contraseña',
    })
    expect(errors(create, { ...valid, password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: 'La contraseña debe tener al menos 6 caracteres.',
    })
    expect(errors(create, { ...valid, password: 'familia1', confirmPassword: 'familia2' })).toEqual({
      confirmPassword: 'Las contraseñas deben coincidir.',
    })
    expect(errors(create, { ...valid, password: 'familia1', confirmPassword: '' })).toEqual({
      confirmPassword: 'Campo requerido: Confirmar contraseña',
    })
  })

  it('a password typed without a username asks for the username', () => {
    expect(errors(create, { ...valid, username: '' })).toEqual({ username: 'Campo requerido: Usuario de la familia' })
  })

  it('on edit, a resident admitted without an account gets one when a username is given', () => {
    expect(errors(editWithoutAccount, { ...valid, username: '', password: '', confirmPassword: '' })).toEqual({})
    expect(errors(editWithoutAccount, { ...valid, password: '', confirmPassword: '' })).toEqual({
      password: 'Campo requerido: Contraseña',
      confirmPassword: 'Campo requerido: Confirmar contraseña',
    })
  })

  it('an existing account keeps its username', () => {
    expect(errors(edit, { ...valid, username: '', password: '', confirmPassword: '' })).toEqual({
      username: 'Campo requerido: Usuario de la familia',
    })
  })

  it('may stay empty on edit (unchanged), and follows the same rules when typed', () => {
    expect(errors(edit, { ...valid, password: '', confirmPassword: '' })).toEqual({})
    expect(edit.parse({ ...valid, password: '', confirmPassword: '' }).password).toBe('')
    expect(errors(edit, { ...valid, password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: 'La contraseña debe tener al menos 6 caracteres.',
    })
    expect(errors(edit, { ...valid, password: 'nueva-clave', confirmPassword: '' })).toEqual({
      confirmPassword: 'Campo requerido: Confirmar contraseña',
    })
    expect(errors(edit, { ...valid, password: '', confirmPassword: 'nueva-clave' })).toEqual({
      password: 'Campo requerido: Contraseña',
      confirmPassword: 'Las contraseñas deben coincidir.',
    })
    expect(errors(edit, { ...valid, password: 'x'.repeat(257), confirmPassword: 'x'.repeat(257) })).toEqual({
      password: 'Es demasiado largo (máximo 256 caracteres).',
    })
    expect(errors(edit, { ...valid, password: 'nueva-clave', confirmPassword: 'nueva-clave' })).toEqual({})
  })
})

describe('residentFormSchema: the room', () => {
  const valid = completeResidentValues()
  const occupants: Record<string, string> = { '12b': 'Dolores Fernández' }
  const roomOccupant = (room: string) => occupants[room.trim().toLowerCase()] ?? null

  it('refuses a room another resident occupies, naming them', () => {
    const schema = residentFormSchema('create', TODAY, { roomOccupant })
    expect(errors(schema, { ...valid, room: '12B' })).toEqual({ room: 'La habitación ya está ocupada por Dolores Fernández.' })
    expect(errors(schema, { ...valid, room: '14' })).toEqual({})
  })

  it('checks nothing when the rooms are not known', () => {
    expect(errors(create, { ...valid, room: '12B' })).toEqual({})
  })
})

describe('residentFormSchema: the height (issue 28)', () => {
  it('is optional, in whole centimetres from 50 to 250, as the server takes it', () => {
    const values = completeResidentValues()
    expect(create.parse({ ...values, heightCm: '' }).heightCm).toBeNull()
    expect(create.parse({ ...values, heightCm: ' 162 ' }).heightCm).toBe(162)
    for (const heightCm of ['49', '251', '1,62', 'alta']) {
      expect(tabErrors('personal', { ...values, heightCm })).toEqual({ heightCm: 'Indica la altura en centímetros, entre 50 y 250.' })
    }
  })
})

describe('residentFormSchema: the essentials for emergencies and transfers (issue 29)', () => {
  const values = completeResidentValues()
  const registered = (date: string) => ({
    ...values,
    advanceDirectives: { registered: true, date, location: 'Despacho de dirección', representative: 'Ana Núñez' },
  })

  it('are all optional: nothing recorded is null or empty', () => {
    expect(tabErrors('medical', values)).toEqual({})
    expect(create.parse(values)).toMatchObject({
      codeStatus: null,
      advanceDirectives: { registered: false, date: '', location: '', representative: '' },
      diet: '',
      iddsiLevel: null,
      mobilityAid: '',
      isolation: '',
    })
  })

  it('take each value of the lists, the IDDSI level as a number', () => {
    for (const codeStatus of CODE_STATUSES) expect(create.parse({ ...values, codeStatus }).codeStatus).toBe(codeStatus)
    for (const mobilityAid of MOBILITY_AIDS) expect(create.parse({ ...values, mobilityAid }).mobilityAid).toBe(mobilityAid)
    expect(['0', '1', '2', '3', '4', '5', '6', '7'].map((iddsiLevel) => create.parse({ ...values, iddsiLevel }).iddsiLevel)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7,
    ])
  })

  it('refuse values outside the lists with the server’s messages', () => {
    expect(tabErrors('medical', { ...values, codeStatus: 'dnr' as never, iddsiLevel: '8', mobilityAid: 'patinete' as never })).toEqual({
      codeStatus: 'Elige el estado de reanimación de la lista.',
      iddsiLevel: 'Elige un nivel IDDSI del 0 al 7.',
      mobilityAid: 'Elige la ayuda para moverse de la lista.',
    })
    expect(tabErrors('medical', { ...values, iddsiLevel: '-1' })).toEqual({ iddsiLevel: 'Elige un nivel IDDSI del 0 al 7.' })
  })

  it('take advance directives registered up to today, with or without their date', () => {
    expect(tabErrors('medical', registered(TODAY))).toEqual({})
    expect(tabErrors('medical', registered('2019-06-10'))).toEqual({})
    expect(tabErrors('medical', registered(''))).toEqual({})
  })

  it('refuse a directives date after today, or no real date', () => {
    expect(tabErrors('medical', registered('2026-03-03'))).toEqual({
      'advanceDirectives.date': 'La fecha de las instrucciones previas no puede ser posterior a hoy.',
    })
    expect(tabErrors('medical', registered('2026-02-30'))).toEqual({ 'advanceDirectives.date': 'Fecha no válida.' })
  })

  it('do not check the date of directives that are not registered (it is not sent)', () => {
    const unregistered = registered('2026-03-03')
    unregistered.advanceDirectives.registered = false
    expect(tabErrors('medical', unregistered)).toEqual({})
  })

  it('limit the texts to 200 characters', () => {
    const long = 'a'.repeat(201)
    const directives = { registered: true, date: '', location: long, representative: long }
    expect(tabErrors('medical', { ...values, diet: long, isolation: long, advanceDirectives: directives })).toEqual({
      diet: 'Es demasiado largo (máximo 200 caracteres).',
      isolation: 'Es demasiado largo (máximo 200 caracteres).',
      'advanceDirectives.location': 'Es demasiado largo (máximo 200 caracteres).',
      'advanceDirectives.representative': 'Es demasiado largo (máximo 200 caracteres).',
    })
    expect(tabErrors('medical', { ...values, diet: 'a'.repeat(200), isolation: 'a'.repeat(200) })).toEqual({})
  })
})
