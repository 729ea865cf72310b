import { describe, expect, it } from 'vitest'
import { noteFormSchema, toNoteFormValues } from '@/features/patients/records/notes/form-schema'
import { noteSchema } from '@/features/patients/records/notes/schemas'

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('general note schema', () => {
  it("gives SPEC 5's messages for an empty note", () => {
    expect(messages(noteFormSchema.safeParse({ residentId: '', date: '', time: '', observations: ' ' }))).toEqual({
      residentId: 'El residente es requerido.',
      date: 'La fecha es requerida.',
      time: 'La hora es requerida.',
      observations: 'Las observaciones son requeridas.',
    })
  })

  it('accepts a complete note and trims the observations', () => {
    const values = { residentId: 'r1', date: '2026-11-20', time: '08:30', observations: ' Durmió bien. ' }
    expect(noteFormSchema.parse(values)).toEqual({ ...values, observations: 'Durmió bien.' })
  })

  it('starts a new note for the given resident today and now, or from the note being edited', () => {
    const now = new Date(2026, 10, 20, 7, 45)
    expect(toNoteFormValues('r1', null, now)).toEqual({
      residentId: 'r1',
      date: '2026-11-20',
      time: '07:45',
      observations: '',
    })
    const note = noteSchema.parse({ _id: 'n1', date: '2026-11-18', time: '12:00', observations: 'Comió poco.' })
    expect(toNoteFormValues('r1', note, now)).toEqual({
      residentId: 'r1',
      date: '2026-11-18',
      time: '12:00',
      observations: 'Comió poco.',
    })
  })
})
