import { describe, expect, it } from 'vitest'
import {
  appendFieldNames,
  blankObservation,
  newSocialNoteValues,
  socialNoteAppendSchema,
  socialNoteCreateSchema,
  toAppendInput,
  toCreateInput,
} from '@/features/patients/records/social-notes/form-schema'
import { socialNoteSchema } from '@/features/patients/records/social-notes/schemas'

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

const savedNote = socialNoteSchema.parse({
  _id: 'n1',
  residentId: 'r1',
  date: '2026-11-10',
  time: '11:00',
  primaryObservation: 'Entrevista con la familia.',
  additionalObservations: [
    { _id: 'a1', observation: 'Llamada del hijo.', date: '2026-11-12', time: '16:30', createdByName: 'Lucía' },
  ],
})

describe('social-work note create schema', () => {
  it("gives SPEC 5's messages for an empty note", () => {
    expect(messages(socialNoteCreateSchema.safeParse({ date: '', time: ' ', primaryObservation: '  ' }))).toEqual({
      date: 'La fecha es requerida.',
      time: 'La hora es requerida.',
      primaryObservation: 'La observación principal es requerida.',
    })
  })

  it('refuses dates and times that do not exist', () => {
    expect(
      messages(socialNoteCreateSchema.safeParse({ date: '2026-02-30', time: '25:10', primaryObservation: 'Bien' })),
    ).toEqual({ date: 'Fecha no válida.', time: 'Hora no válida.' })
  })

  it('starts today and now, and sends the note without additional observations', () => {
    const now = new Date(2026, 10, 20, 9, 5)
    expect(newSocialNoteValues(now)).toEqual({ date: '2026-11-20', time: '09:05', primaryObservation: '' })
    const values = socialNoteCreateSchema.parse({ date: '2026-11-20', time: '09:05', primaryObservation: ' Visita ' })
    expect(toCreateInput('r1', values)).toEqual({
      residentId: 'r1',
      date: '2026-11-20',
      time: '09:05',
      primaryObservation: 'Visita',
      additionalObservations: [],
    })
  })
})

describe('social-work note edit (SPEC 4)', () => {
  it('needs at least one new observation, each with observation, date and time', () => {
    expect(messages(socialNoteAppendSchema.safeParse({ additionalObservations: [] }))).toEqual({
      additionalObservations: 'Añade al menos una observación nueva para actualizar la nota.',
    })
    expect(
      messages(socialNoteAppendSchema.safeParse({ additionalObservations: [{ observation: '', date: '', time: '' }] })),
    ).toEqual({
      'additionalObservations.0.observation': 'La observación es requerida.',
      'additionalObservations.0.date': 'La fecha es requerida.',
      'additionalObservations.0.time': 'La hora es requerida.',
    })
  })

  it('sends the saved note unchanged and only the new observations, flagged new', () => {
    const values = socialNoteAppendSchema.parse({
      additionalObservations: [{ observation: 'Visita del nieto.', date: '2026-11-20', time: '10:00' }],
    })
    expect(toAppendInput(savedNote, values)).toEqual({
      residentId: 'r1',
      date: '2026-11-10',
      time: '11:00',
      primaryObservation: 'Entrevista con la familia.',
      additionalObservations: [{ observation: 'Visita del nieto.', date: '2026-11-20', time: '10:00', isNew: true }],
    })
  })

  it("names the server's fields of the new observations, and starts a new one now", () => {
    expect(appendFieldNames(2)).toEqual([
      'additionalObservations.0.observation',
      'additionalObservations.0.date',
      'additionalObservations.0.time',
      'additionalObservations.1.observation',
      'additionalObservations.1.date',
      'additionalObservations.1.time',
    ])
    expect(blankObservation(new Date(2026, 0, 2, 18, 7))).toEqual({ observation: '', date: '2026-01-02', time: '18:07' })
  })
})
