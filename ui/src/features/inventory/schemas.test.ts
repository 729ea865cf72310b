import { describe, expect, it } from 'vitest'
import { medicationListSchema, stockMovementSchema } from '@/features/inventory/schemas'
import { medicationJSON } from '@/test/medication-fixtures'

describe('medicationListSchema', () => {
  it('reads the list with the price as a two-decimal string', () => {
    const body = JSON.parse(JSON.stringify({ medications: [medicationJSON('m1', 'Paracetamol', { unitPrice: 0.29 })] }))
    const [medication] = medicationListSchema.parse(body).medications
    expect(medication).toMatchObject({ _id: 'm1', name: 'Paracetamol', stock: 20, unitPrice: '0.29' })
  })

  it("keeps the server's lowStock and expiry (the UI computes neither)", () => {
    const [medication] = medicationListSchema.parse({
      medications: [medicationJSON('m1', 'X', { stock: 50, minimumStock: 5, lowStock: true, expiry: 'expired' })],
    }).medications
    expect(medication).toMatchObject({ lowStock: true, expiry: 'expired' })
  })

  it('reads "unitPrice": 12.50 as the server wrote it', () => {
    const body = JSON.parse(
      '{"medications":[' + JSON.stringify(medicationJSON('m1', 'X')).replace('12.5', '12.50') + ']}',
    )
    expect(medicationListSchema.parse(body).medications[0].unitPrice).toBe('12.50')
  })

  it('fills missing texts and unknown categories, and keeps the route as the server wrote it', () => {
    const [medication] = medicationListSchema.parse({
      medications: [medicationJSON('m1', 'X', { notes: null, category: 'Vitamin', administrationRoute: 'Rectal' })],
    }).medications
    expect(medication).toMatchObject({ notes: '', category: 'Other', administrationRoute: 'Rectal' })
  })
})

describe('stockMovementSchema', () => {
  it('reads a movement', () => {
    const movement = {
      _id: 'v1',
      kind: 'out',
      quantity: 3,
      stockAfter: 17,
      description: 'Dosis de la mañana',
      actorName: 'Lucía Fernández',
      at: '2026-11-20T08:15:00Z',
    }
    expect(stockMovementSchema.parse(movement)).toEqual(movement)
  })
})
