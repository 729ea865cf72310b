import { describe, expect, it } from 'vitest'
import {
  addMonths,
  countedUntil,
  historyBounds,
  lastCompleteMonth,
  monthBounds,
  resolvePeriod,
  shortMonth,
} from '@/features/indicators/period'

const TODAY = '2026-11-29'

describe('the indicators period', () => {
  it('is the last complete month unless one is chosen', () => {
    expect(lastCompleteMonth(TODAY)).toBe('2026-10')
    expect(lastCompleteMonth('2026-01-15')).toBe('2025-12')
    expect(resolvePeriod({}, TODAY)).toEqual({ mode: 'month', month: '2026-10', from: '2026-10-01', to: '2026-10-31', errors: {} })
    expect(resolvePeriod({ mes: '2026-02' }, TODAY)).toMatchObject({ from: '2026-02-01', to: '2026-02-28' })
    expect(resolvePeriod({ mes: '2024-02' }, TODAY)).toMatchObject({ from: '2024-02-01', to: '2024-02-29' })
    // This month so far is a month; a month to come or no month at all is the last complete one.
    expect(resolvePeriod({ mes: '2026-11' }, TODAY)).toMatchObject({ from: '2026-11-01', to: '2026-11-30' })
    expect(resolvePeriod({ mes: '2026-12' }, TODAY).month).toBe('2026-10')
    expect(resolvePeriod({ mes: '2026-13' }, TODAY).month).toBe('2026-10')
  })

  it('checks a period between dates as the server does', () => {
    const range = (desde?: string, hasta?: string) => resolvePeriod({ desde, hasta }, TODAY).errors
    expect(range('2026-01-01', '2026-06-30')).toEqual({})
    expect(range('', '2026-06-30')).toEqual({ from: 'La fecha inicial es requerida.' })
    expect(range('2026-01-01', '')).toEqual({ to: 'La fecha final es requerida.' })
    expect(range('2026-02-30', '2026-06-30')).toEqual({ from: 'Fecha no válida.' })
    expect(range('2026-06-30', '2026-06-01')).toEqual({ to: 'La fecha final no puede ser anterior a la inicial.' })
    expect(range('2026-11-30', '2026-12-31')).toEqual({ from: 'La fecha inicial no puede ser posterior a hoy.' })
    expect(range('2024-11-02', '2026-11-01')).toEqual({})
    expect(range('2024-11-01', '2026-11-01')).toEqual({ to: 'El periodo no puede pasar de 24 meses.' })
    expect(resolvePeriod({ desde: '2026-01-01', hasta: '2026-06-30' }, TODAY)).toMatchObject({ mode: 'range', month: '2026-06' })
  })

  it('charts the 12 months up to the period, counted until today', () => {
    expect(historyBounds('2026-10-31')).toEqual({ from: '2025-11-01', to: '2026-10-31' })
    expect(historyBounds(countedUntil('2026-11-30', TODAY))).toEqual({ from: '2025-12-01', to: '2026-11-30' })
    expect(countedUntil('2026-10-31', TODAY)).toBe('2026-10-31')
    expect(monthBounds('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' })
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(addMonths('2025-12', 11)).toBe('2026-11')
  })

  it('names a month on an axis', () => {
    expect(shortMonth('2026-11')).toBe('nov 26')
    expect(shortMonth('2027-01')).toBe('ene 27')
  })
})
