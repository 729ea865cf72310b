import { describe, expect, it } from 'vitest'
import { EXTRINSIC_FACTORS, INTRINSIC_FACTORS } from '@/features/falls/factors'
import { fallFormSchema, localDateTime, toFallFormValues, type FallFormValues } from '@/features/falls/form-schema'
import type { Fall } from '@/features/falls/schemas'
import { es } from '@/i18n/es'

const NOW = '2026-11-20T10:00'

const fall: FallFormValues = {
  date: '2026-11-19',
  time: '22:15',
  place: 'bano',
  placeOther: '',
  activity: 'Al levantarse del inodoro sin pedir ayuda.',
  witnessed: 'no',
  foundOnFloor: 'yes',
  intrinsic: ['incontinencia-urgencia', 'alteracion-marcha'],
  extrinsic: ['suelo-mojado'],
  injury: 'leve',
  injuryDetail: 'Hematoma en la cadera derecha.',
  restraintInUse: 'no',
  actions: 'Frío local y cama baja.',
  doctorInformed: 'yes',
  familyInformed: true,
  familyName: 'Ana Núñez (hija)',
  familyDate: '2026-11-19',
  familyTime: '22:40',
}

/** The messages a parse gives, by field path. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the fall form (Registrar caída)', () => {
  it('gives DESIGN 15\'s body: the home\'s wall-clock times, yes/no as booleans, the checklists in their order', () => {
    const result = fallFormSchema(NOW).parse(fall)
    expect(result).toEqual({
      at: '2026-11-19T22:15',
      place: 'Baño',
      activity: 'Al levantarse del inodoro sin pedir ayuda.',
      witnessed: false,
      foundOnFloor: true,
      intrinsic: ['alteracion-marcha', 'incontinencia-urgencia'],
      extrinsic: ['suelo-mojado'],
      injury: 'leve',
      injuryDetail: 'Hematoma en la cadera derecha.',
      restraintInUse: false,
      actions: 'Frío local y cama baja.',
      doctorInformed: true,
      familyInformed: { name: 'Ana Núñez (hija)', at: '2026-11-19T22:40' },
    })
  })

  it('names every unanswered question with the server\'s message', () => {
    const empty: FallFormValues = {
      ...fall,
      date: '',
      time: '',
      place: '',
      witnessed: '',
      foundOnFloor: '',
      injury: '',
      restraintInUse: '',
      doctorInformed: '',
      familyName: '',
      familyDate: '',
    }
    const v = es.falls.validation
    expect(messages(fallFormSchema(NOW).safeParse(empty))).toEqual({
      date: 'Indica la fecha y la hora de la caída.',
      time: 'Indica la fecha y la hora de la caída.',
      place: 'Indica el lugar de la caída.',
      witnessed: 'Indica si alguien presenció la caída.',
      foundOnFloor: 'Indica si se encontró al residente en el suelo.',
      injury: 'Indica la lesión: ninguna, leve o grave.',
      restraintInUse: 'Indica si llevaba una contención en el momento de la caída.',
      doctorInformed: 'Indica si se avisó al médico.',
      familyName: v.familyName,
      familyDate: 'Indica cuándo se avisó a la familia.',
    })
  })

  it('asks to describe a mild or grave injury, and drops the description when there is none', () => {
    for (const injury of ['leve', 'grave'] as const) {
      expect(messages(fallFormSchema(NOW).safeParse({ ...fall, injury, injuryDetail: '  ' }))).toEqual({
        injuryDetail: 'Describe la lesión (con lesión leve o grave).',
      })
    }
    const none = fallFormSchema(NOW).parse({ ...fall, injury: 'ninguna', injuryDetail: 'algo escrito antes' })
    expect(none.injuryDetail).toBe('')
  })

  it('takes a typed place for «Otro lugar», and asks for it when empty', () => {
    expect(fallFormSchema(NOW).parse({ ...fall, place: 'otro', placeOther: 'Ascensor' }).place).toBe('Ascensor')
    expect(messages(fallFormSchema(NOW).safeParse({ ...fall, place: 'otro', placeOther: ' ' }))).toEqual({
      placeOther: 'Indica el lugar de la caída.',
    })
  })

  it('refuses a fall after now (five minutes of slack, as the server) and a family told before the fall', () => {
    expect(fallFormSchema(NOW).safeParse({ ...fall, date: '2026-11-20', time: '10:05', familyInformed: false }).success).toBe(true)
    expect(messages(fallFormSchema(NOW).safeParse({ ...fall, date: '2026-11-20', time: '10:06', familyInformed: false }))).toEqual({
      time: 'La caída no puede ser posterior a ahora.',
    })
    expect(messages(fallFormSchema(NOW).safeParse({ ...fall, familyTime: '22:00' }))).toEqual({
      familyTime: 'El aviso a la familia no puede ser anterior a la caída.',
    })
    expect(messages(fallFormSchema(NOW).safeParse({ ...fall, familyDate: '2026-11-21' }))).toEqual({
      familyTime: 'El aviso no puede ser posterior a ahora.',
    })
    expect(messages(fallFormSchema(NOW).safeParse({ ...fall, date: '2026-02-30' }))).toEqual({
      date: 'La fecha y la hora de la caída no son válidas.',
    })
  })

  it('leaves the family out unless ticked, and refuses keys outside the checklists', () => {
    expect(fallFormSchema(NOW).parse({ ...fall, familyInformed: false, familyName: '' }).familyInformed).toBeNull()
    const unknown = { ...fall, intrinsic: ['vertigo'] } as unknown as FallFormValues
    expect(fallFormSchema(NOW).safeParse(unknown).success).toBe(false)
  })

  it('has a Spanish label for every key of the checklists', () => {
    for (const key of INTRINSIC_FACTORS) expect(es.falls.intrinsic[key]).toMatch(/^[A-ZÁÉÍÓÚÑ]/)
    for (const key of EXTRINSIC_FACTORS) expect(es.falls.extrinsic[key]).toMatch(/^[A-ZÁÉÍÓÚÑ]/)
  })
})

describe('the form\'s starting values', () => {
  it('starts a new fall now, with the restraint\'s answer from the restraints in use', () => {
    const values = toFallFormValues(null, { now: new Date(2026, 10, 20, 9, 5), restraintInUse: true })
    expect(values).toMatchObject({ date: '2026-11-20', time: '09:05', restraintInUse: 'yes', witnessed: '', injury: '' })
    expect(toFallFormValues(null, { restraintInUse: null }).restraintInUse).toBe('')
  })

  it('opens a fall to complete: its place as a choice, «Sin indicar» to answer again, its family', () => {
    const saved: Fall = {
      _id: 'f1',
      residentId: 'r1',
      residentName: 'Ana',
      at: new Date(2026, 10, 19, 22, 15).toISOString(),
      day: '2026-11-19',
      place: 'Sin indicar',
      activity: 'Encontrada en el suelo.',
      witnessed: false,
      foundOnFloor: true,
      intrinsic: ['deterioro-cognitivo', 'ya-no-existe'],
      extrinsic: [],
      injury: 'ninguna',
      injuryDetail: '',
      restraintInUse: true,
      psychotropics: '',
      actions: '',
      doctorInformed: true,
      familyInformed: { name: 'Familiar (según la incidencia)', at: new Date(2026, 10, 19, 22, 40).toISOString() },
      incidentId: 'i1',
      createdBy: 'u1',
      createdByName: 'Carmen',
      createdAt: '',
      updatedByName: '',
      updatedAt: '',
      canVoid: true,
    }
    const values = toFallFormValues(saved)
    expect(values).toMatchObject({
      date: '2026-11-19',
      time: '22:15',
      place: '',
      intrinsic: ['deterioro-cognitivo'],
      restraintInUse: 'yes',
      familyInformed: true,
      familyTime: '22:40',
    })
    expect(toFallFormValues({ ...saved, place: 'baño' }).place).toBe('bano')
    expect(toFallFormValues({ ...saved, place: 'Baño de la habitación' })).toMatchObject({
      place: 'otro',
      placeOther: 'Baño de la habitación',
    })
    expect(localDateTime(new Date(2026, 0, 5, 7, 3))).toBe('2026-01-05T07:03')
  })
})
