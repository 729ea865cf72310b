import { describe, expect, it } from 'vitest'
import { needsAttention } from '@/features/dashboard/attention'
import type { StockWatch } from '@/features/dashboard/schemas'

function medication(name: string, extra: Partial<StockWatch> = {}): StockWatch {
  return {
    _id: name,
    name,
    stock: 50,
    minimumStock: 10,
    expirationDate: '2028-01-01',
    lowStock: false,
    expiry: 'ok',
    ...extra,
  }
}

describe('needsAttention', () => {
  it('lists the medications below minimum, the shortest first, and those expired or expiring, soonest first', () => {
    const list = [
      medication('Almagato', { expiry: 'expiring', expirationDate: '2026-12-02' }),
      medication('Diclofenaco gel', { expiry: 'expired', expirationDate: '2026-11-15' }),
      medication('Ibuprofeno', { lowStock: true, stock: 35, minimumStock: 40 }),
      medication('Insulina glargina', {
        lowStock: true,
        stock: 8,
        minimumStock: 10,
        expiry: 'expiring',
        expirationDate: '2026-11-30',
      }),
      medication('Metamizol', { lowStock: true, stock: 12, minimumStock: 25 }),
      medication('Paracetamol'),
    ]
    const { low, expiring } = needsAttention(list)
    expect(low.map((m) => m.name)).toEqual(['Metamizol', 'Insulina glargina', 'Ibuprofeno'])
    expect(expiring.map((m) => m.name)).toEqual(['Diclofenaco gel', 'Insulina glargina', 'Almagato'])
  })

  it('is empty when everything is in order', () => {
    expect(needsAttention([medication('Paracetamol'), medication('Omeprazol')])).toEqual({ low: [], expiring: [] })
  })
})
