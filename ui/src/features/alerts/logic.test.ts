import { describe, expect, it } from 'vitest'
import { alertAge, alertKindLabel, alertTarget, severityPresentation } from '@/features/alerts/logic'

describe('alertAge', () => {
  const now = new Date('2026-11-20T10:30:00Z')
  it('says how long ago, short', () => {
    expect(alertAge('2026-11-20T10:29:40Z', now)).toBe('ahora')
    expect(alertAge('2026-11-20T10:05:00Z', now)).toBe('hace 25 min')
    expect(alertAge('2026-11-20T07:10:00Z', now)).toBe('hace 3 h')
    expect(alertAge('2026-11-18T09:00:00Z', now)).toBe('hace 2 días')
    expect(alertAge('2026-11-19T09:00:00Z', now)).toBe('hace 1 día')
    expect(alertAge('', now)).toBe('')
  })
})

describe('severityPresentation', () => {
  it('names the severity in words, not colour alone', () => {
    expect(severityPresentation('high').label).toBe('Grave')
    expect(severityPresentation('high').className).toContain('bg-destructive')
    expect(severityPresentation('medium').label).toBe('Moderada')
    expect(severityPresentation('medium').className).toContain('text-warm')
  })
})

describe('alertKindLabel', () => {
  it('names the known kinds in Spanish and falls back to the title', () => {
    expect(alertKindLabel({ kind: 'fall', title: 'x' })).toBe('Caída')
    expect(alertKindLabel({ kind: 'vital', title: 'x' })).toBe('Constantes fuera de rango')
    expect(alertKindLabel({ kind: 'new-kind', title: 'Algo nuevo' })).toBe('Algo nuevo')
  })
})

describe('alertTarget', () => {
  it("follows the server's link to the resident's tab", () => {
    expect(alertTarget({ link: '/patients/r1/vitales', residentId: 'r1' })).toEqual({
      to: '/patients/$id/$tab',
      params: { id: 'r1', tab: 'vitales' },
    })
  })
  it("falls back to the resident's page", () => {
    expect(alertTarget({ link: '/patients/r2', residentId: 'r2' })).toEqual({ to: '/patients/$id', params: { id: 'r2' } })
    expect(alertTarget({ link: '', residentId: 'r3' })).toEqual({ to: '/patients/$id', params: { id: 'r3' } })
  })
})
