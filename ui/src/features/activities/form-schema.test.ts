import { describe, expect, it } from 'vitest'
import { activityFormSchema, toActivityFormValues, type ActivityFormValues } from '@/features/activities/form-schema'

const valid: ActivityFormValues = {
  title: 'Taller de memoria',
  description: 'Juegos de palabras y recuerdos.',
  location: 'Sala de estar',
  startDate: '2026-11-21',
  startTime: '10:30',
  endDate: '2026-11-21',
  endTime: '11:30',
}

/** The message zod gives for each field (the first one, as the form shows it). */
function errors(values: Partial<ActivityFormValues>) {
  const result = activityFormSchema.safeParse({ ...valid, ...values })
  if (result.success) return {}
  const out: Record<string, string> = {}
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message
  return out
}

describe('activityFormSchema', () => {
  it('accepts a complete activity and trims what it sends', () => {
    const result = activityFormSchema.parse({ ...valid, title: '  Misa  ', location: ' Capilla ' })
    expect(result).toEqual({ ...valid, title: 'Misa', location: 'Capilla' })
  })

  it('says which fields are required, with SPEC 5’s messages', () => {
    const blank = toActivityFormValues(null)
    expect(errors({ ...blank, title: '   ' })).toEqual({
      title: 'El título es requerido.',
      description: 'La descripción es requerida.',
      location: 'El lugar es requerido.',
      startDate: 'La fecha de inicio es requerida.',
      startTime: 'La hora de inicio es requerida.',
      endDate: 'La fecha de finalización es requerida.',
      endTime: 'La hora de finalización es requerida.',
    })
  })

  it('refuses dates and times that do not exist', () => {
    expect(errors({ startDate: '2026-02-30', endDate: '21/11/2026' })).toEqual({
      startDate: 'Fecha no válida.',
      endDate: 'Fecha no válida.',
    })
    expect(errors({ startTime: '24:00', endTime: '9:5' })).toEqual({
      startTime: 'Hora no válida.',
      endTime: 'Hora no válida.',
    })
  })

  it('needs the end after the start, said on the end time', () => {
    expect(errors({ endTime: '10:30' })).toEqual({ endTime: 'La finalización debe ser posterior al inicio.' })
    expect(errors({ endTime: '09:00' })).toEqual({ endTime: 'La finalización debe ser posterior al inicio.' })
    expect(errors({ endDate: '2026-11-20', endTime: '23:00' })).toEqual({
      endTime: 'La finalización debe ser posterior al inicio.',
    })
    expect(errors({ endDate: '2026-11-22', endTime: '09:00' })).toEqual({})
  })

  it('reports the end before the start together with other fields’ errors', () => {
    expect(errors({ title: '', endTime: '10:00' })).toEqual({
      title: 'El título es requerido.',
      endTime: 'La finalización debe ser posterior al inicio.',
    })
  })

  it('keeps to the server’s lengths', () => {
    expect(errors({ title: 'x'.repeat(121), location: 'x'.repeat(121), description: 'x'.repeat(2001) })).toEqual({
      title: 'Es demasiado largo (máximo 120 caracteres).',
      location: 'Es demasiado largo (máximo 120 caracteres).',
      description: 'Es demasiado largo (máximo 2000 caracteres).',
    })
    expect(errors({ title: 'x'.repeat(120), description: 'x'.repeat(2000) })).toEqual({})
  })

  it('starts blank for a new activity and with the activity’s values for an edit', () => {
    expect(Object.values(toActivityFormValues(null)).every((value) => value === '')).toBe(true)
    const activity = { ...valid, _id: 'a1', createdBy: 'u1', createdByName: 'Lucía', canEdit: true, createdAt: '' }
    expect(toActivityFormValues(activity)).toEqual(valid)
  })
})
