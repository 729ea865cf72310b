import { describe, expect, it } from 'vitest'
import {
  checkFormSchema,
  endFormSchema,
  orderFormSchema,
  renewFormSchema,
  reportFormSchema,
  type OrderFormValues,
} from '@/features/restraints/form-schemas'
import { addDays, isISODate } from '@/lib/dates'

const TODAY = '2026-05-20'

const order: OrderFormValues = {
  type: 'physical',
  device: 'Barandillas laterales',
  reason: 'Riesgo de caída nocturna con desorientación.',
  alternativesTried: 'Cama baja, sensor de movimiento, acompañamiento.',
  schedule: 'Noches, de 22:00 a 7:00',
  startDate: '2026-05-01',
  reviewDate: '2026-05-31',
  consent: { givenBy: 'Ana Núñez', relationship: 'Hija', date: '2026-04-30' },
}

/** The messages a parse gives, by field path. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

describe('dates', () => {
  it('moves calendar dates across months and years, and refuses dates that do not exist', () => {
    expect(addDays('2026-01-25', 7)).toBe('2026-02-01')
    expect(addDays('2025-12-20', 15)).toBe('2026-01-04')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('', 7)).toBe('')
    expect(isISODate('2026-02-29')).toBe(false)
    expect(isISODate('2028-02-29')).toBe(true)
    expect(isISODate('20/05/2026')).toBe(false)
  })
})

describe('the order form (Nueva contención)', () => {
  it('accepts a complete order with the review exactly 30 days after the start, registered late', () => {
    const result = orderFormSchema(TODAY).safeParse(order)
    expect(result.success).toBe(true)
    const late = { ...order, startDate: '2026-04-30', reviewDate: '2026-05-18' }
    expect(orderFormSchema(TODAY).safeParse(late).success).toBe(true)
  })

  it('refuses a review more than 30 days after the start, or before it, like the server', () => {
    expect(messages(orderFormSchema(TODAY).safeParse({ ...order, reviewDate: '2026-06-01' }))).toEqual({
      reviewDate: 'La revisión debe ser como mucho 30 días después del inicio.',
    })
    expect(messages(orderFormSchema(TODAY).safeParse({ ...order, reviewDate: '2026-04-30' }))).toEqual({
      reviewDate: 'La revisión no puede ser anterior al inicio.',
    })
  })

  it('names every missing field with the server\'s message', () => {
    const empty: OrderFormValues = {
      type: '',
      device: ' ',
      reason: '',
      alternativesTried: '',
      schedule: '',
      startDate: '',
      reviewDate: '',
      consent: { givenBy: '', relationship: '', date: '' },
    }
    expect(messages(orderFormSchema(TODAY).safeParse(empty))).toEqual({
      type: 'Elige el tipo de contención.',
      device: 'Indica el dispositivo o el fármaco.',
      reason: 'Indica el motivo de la contención.',
      alternativesTried: 'Indica las alternativas probadas antes.',
      schedule: 'Indica la pauta de uso.',
      startDate: 'La fecha de inicio es requerida.',
      reviewDate: 'La fecha de revisión es requerida.',
      'consent.givenBy': 'Indica quién da el consentimiento.',
      'consent.relationship': 'Indica la relación con el residente.',
      'consent.date': 'La fecha del consentimiento es requerida.',
    })
  })

  it('refuses a consent dated after today and dates that do not exist', () => {
    expect(messages(orderFormSchema(TODAY).safeParse({ ...order, consent: { ...order.consent, date: '2026-05-21' } }))).toEqual({
      'consent.date': 'La fecha del consentimiento no puede ser futura.',
    })
    expect(messages(orderFormSchema(TODAY).safeParse({ ...order, startDate: '2026-02-30' }))).toEqual({
      startDate: 'Fecha no válida.',
    })
  })

  it('trims the texts it sends', () => {
    const result = orderFormSchema(TODAY).parse({ ...order, device: '  Cinturón abdominal ' })
    expect(result.device).toBe('Cinturón abdominal')
  })
})

describe('the check form (Registrar comprobación)', () => {
  it('turns sí/no into booleans and the minutes into a whole number', () => {
    expect(checkFormSchema.parse({ applied: 'yes', skinOk: 'no', releasedMinutes: ' 30 ', note: ' Enrojecimiento leve ' })).toEqual({
      applied: true,
      skinOk: false,
      releasedMinutes: 30,
      note: 'Enrojecimiento leve',
    })
    expect(checkFormSchema.parse({ applied: 'no', skinOk: 'yes', releasedMinutes: '0', note: '' }).releasedMinutes).toBe(0)
  })

  it('asks for applied and skin, and 0 to 1440 whole minutes', () => {
    expect(messages(checkFormSchema.safeParse({ applied: '', skinOk: '', releasedMinutes: '', note: '' }))).toEqual({
      applied: 'Indica si la contención está aplicada.',
      skinOk: 'Indica el estado de la piel.',
      releasedMinutes: 'Indica entre 0 y 1440 minutos.',
    })
    for (const minutes of ['1441', '-5', '12,5', '2.5', 'diez']) {
      expect(messages(checkFormSchema.safeParse({ applied: 'yes', skinOk: 'yes', releasedMinutes: minutes, note: '' }))).toEqual({
        releasedMinutes: 'Indica entre 0 y 1440 minutos.',
      })
    }
    expect(checkFormSchema.safeParse({ applied: 'yes', skinOk: 'yes', releasedMinutes: '1440', note: '' }).success).toBe(true)
  })
})

describe('renewing and retiring', () => {
  it('renews from today to 30 days after today', () => {
    const schema = renewFormSchema(TODAY)
    expect(schema.safeParse({ reviewDate: TODAY, note: '' }).success).toBe(true)
    expect(schema.safeParse({ reviewDate: '2026-06-19', note: '' }).success).toBe(true)
    expect(messages(schema.safeParse({ reviewDate: '2026-06-20', note: '' }))).toEqual({
      reviewDate: 'La revisión debe ser como mucho 30 días después de hoy.',
    })
    expect(messages(schema.safeParse({ reviewDate: '2026-05-19', note: '' }))).toEqual({
      reviewDate: 'La revisión no puede ser anterior a hoy.',
    })
    expect(messages(schema.safeParse({ reviewDate: '', note: '' }))).toEqual({ reviewDate: 'La fecha de revisión es requerida.' })
  })

  it('retires only with a reason', () => {
    expect(messages(endFormSchema.safeParse({ reason: '  ' }))).toEqual({ reason: 'Indica el motivo de la retirada.' })
    expect(endFormSchema.parse({ reason: ' Ya no hay riesgo. ' })).toEqual({ reason: 'Ya no hay riesgo.' })
  })
})

describe('the report period', () => {
  it('needs both dates, the end not before the start', () => {
    expect(reportFormSchema.safeParse({ from: '2026-05-01', to: '2026-05-01' }).success).toBe(true)
    expect(messages(reportFormSchema.safeParse({ from: '2026-05-02', to: '2026-05-01' }))).toEqual({
      to: 'La fecha final no puede ser anterior a la inicial.',
    })
    expect(messages(reportFormSchema.safeParse({ from: '', to: '' }))).toEqual({
      from: 'La fecha inicial es requerida.',
      to: 'La fecha final es requerida.',
    })
  })
})
