import { describe, expect, it } from 'vitest'
import {
  closeFormSchema,
  evolutionDefaults,
  evolutionFormSchema,
  voidFormSchema,
} from '@/features/skin-lesions/form/evolution-form-schema'
import { emptyLesionForm, lesionFormSchema, type LesionFormValues } from '@/features/skin-lesions/form/lesion-form-schema'
import { skinLesionSchema } from '@/features/skin-lesions/schemas'

const today = '2026-11-20'

/** A category II pressure ulcer on the sacrum, arisen in the residencia, as the form holds it. */
const sacral: LesionFormValues = {
  ...emptyLesionForm(today),
  type: 'upp',
  category: 'II',
  view: 'posterior',
  region: 'sacro',
  x: 0.5,
  y: 0.444,
  origin: 'residencia',
  lengthCm: '3,5',
  widthCm: '2',
  bed: 'granulacion',
  exudate: 'escaso',
  treatment: 'Hidrocoloide cada 72 h.',
}

function messages(values: LesionFormValues) {
  const result = lesionFormSchema(today).safeParse(values)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the new lesion form', () => {
  it('sends what the server takes: decimals read the Spanish way, no depth as null', () => {
    expect(lesionFormSchema(today).parse(sacral)).toEqual({
      type: 'upp',
      category: 'II',
      view: 'posterior',
      region: 'sacro',
      x: 0.5,
      y: 0.444,
      origin: 'residencia',
      detectedAt: today,
      lengthCm: 3.5,
      widthCm: 2,
      depthCm: null,
      bed: 'granulacion',
      exudate: 'escaso',
      infection: false,
      treatment: 'Hidrocoloide cada 72 h.',
      surface: '',
    })
  })

  it('asks for every required field with the server’s messages', () => {
    expect(messages(emptyLesionForm(today))).toEqual({
      type: 'Elige el tipo de lesión.',
      view: 'Elige la vista del mapa corporal.',
      region: 'Elige la zona del cuerpo.',
      origin: 'Indica dónde se originó la lesión.',
      lengthCm: 'Indica el largo en cm.',
      widthCm: 'Indica el ancho en cm.',
    })
  })

  it('asks a pressure ulcer for its category, and drops a category left over from another type', () => {
    expect(messages({ ...sacral, category: '' })).toEqual({ category: 'Indica la categoría de la úlcera por presión.' })
    const moisture = lesionFormSchema(today).parse({ ...sacral, type: 'humedad', view: 'anterior', region: 'perine' })
    expect(moisture).not.toHaveProperty('category')
    expect(moisture.type).toBe('humedad')
  })

  it('keeps the region on the figure it was picked on, with its point', () => {
    expect(messages({ ...sacral, view: 'anterior' })).toEqual({ region: 'Esa zona no está en la vista elegida.' })
    expect(messages({ ...sacral, x: null, y: null })).toEqual({ region: 'Marca el punto en el mapa corporal.' })
  })

  it('refuses impossible sizes, text that is no number and a day still to come', () => {
    expect(messages({ ...sacral, lengthCm: '101', widthCm: 'dos', depthCm: '31', detectedAt: '2026-11-21' })).toEqual({
      lengthCm: 'Valor imposible (0–100).',
      widthCm: 'Escribe un número (por ejemplo, 36,8).',
      depthCm: 'Valor imposible (0–30).',
      detectedAt: 'La fecha no puede ser futura.',
    })
    expect(messages({ ...sacral, detectedAt: '2026-02-30' })).toEqual({ detectedAt: 'Fecha no válida.' })
    expect(messages({ ...sacral, surface: 'x'.repeat(201) })).toEqual({ surface: 'Es demasiado largo (máximo 200 caracteres).' })
  })
})

const lesion = skinLesionSchema.parse({
  _id: 'l1',
  type: 'upp',
  category: 'II',
  view: 'posterior',
  region: 'sacro',
  x: 0.5,
  y: 0.44,
  origin: 'residencia',
  detectedAt: '2026-11-06',
  lengthCm: 4,
  widthCm: 3,
  depthCm: 0.5,
  bed: 'esfacelos',
  exudate: 'moderado',
  evolution: [
    { _id: 'e1', date: '2026-11-13', lengthCm: 3.5, widthCm: 2.5, depthCm: null, category: 'II', bed: 'granulacion', exudate: 'escaso' },
  ],
})

describe('the evolution, closing and voiding forms', () => {
  it('opens with today and the latest measures to change from', () => {
    expect(evolutionDefaults(lesion, today)).toEqual({
      date: today,
      lengthCm: '3,5',
      widthCm: '2,5',
      depthCm: '',
      category: 'II',
      bed: 'granulacion',
      exudate: 'escaso',
      note: '',
      photo: null,
    })
  })

  it('sends the photo as a data URL and a pressure ulcer’s category; refuses a day before the lesion was found', () => {
    const schema = evolutionFormSchema(lesion, today)
    const values = { ...evolutionDefaults(lesion, today), lengthCm: '3', photo: 'data:image/jpeg;base64,AAAA' }
    expect(schema.parse(values)).toEqual({
      date: today,
      lengthCm: 3,
      widthCm: 2.5,
      depthCm: null,
      category: 'II',
      bed: 'granulacion',
      exudate: 'escaso',
      note: '',
      photo: 'data:image/jpeg;base64,AAAA',
    })
    expect(schema.parse({ ...values, photo: null }).photo).toBe('')
    const early = schema.safeParse({ ...values, date: '2026-11-05', category: '' })
    expect(early.success).toBe(false)
    expect(early.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['date', 'La evolución no puede ser anterior a la detección (06/11/2026).'],
      ['category', 'Indica la categoría de la úlcera por presión.'],
    ])
    const tear = evolutionFormSchema({ type: 'desgarro', detectedAt: '2026-11-06' }, today)
    expect(tear.parse({ ...values, category: '' })).not.toHaveProperty('category')
  })

  it('closes not before the latest evolution, and voids only with a reason', () => {
    const close = closeFormSchema(lesion, today)
    expect(close.safeParse({ date: '2026-11-12', note: '' }).error?.issues[0].message).toBe(
      'El cierre no puede ser anterior a la última evolución (13/11/2026).',
    )
    expect(close.safeParse({ date: '', note: '' }).error?.issues[0].message).toBe('La fecha de cierre es requerida.')
    expect(close.parse({ date: '2026-11-13', note: ' Epitelizada. ' })).toEqual({ date: '2026-11-13', note: 'Epitelizada.' })
    expect(voidFormSchema.safeParse({ reason: '  ' }).error?.issues[0].message).toBe('Indica por qué se anula.')
  })
})
