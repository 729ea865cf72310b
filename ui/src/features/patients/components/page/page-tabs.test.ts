import { describe, expect, it } from 'vitest'
import { mayShowTab, PAGE_TABS, tabOfSlug, visibleTabs } from '@/features/patients/components/page/page-tabs'
import type { Permission } from '@/lib/permissions'
import { PERMISSIONS } from '@/test/permissions'

const holding = (permissions: readonly string[]) => (permission: Permission) => permissions.includes(permission)

describe('the resident page tabs', () => {
  it('names each tab by its address, in DESIGN 8\'s order', () => {
    expect(PAGE_TABS.map((tab) => tab.slug)).toEqual([
      'datos',
      'notas-ts',
      'notas',
      'vitales',
      'incidentes',
      'kardex',
      'cuidados',
      'contenciones',
      'caidas',
      'valoraciones',
      'pai',
      'piel',
      'seguimiento',
    ])
    expect(tabOfSlug('contenciones')?.key).toBe('restraints')
    expect(tabOfSlug('caidas')?.key).toBe('falls')
    expect(tabOfSlug('pai')?.key).toBe('carePlan')
    expect(tabOfSlug('piel')?.key).toBe('skin')
    expect(tabOfSlug('seguimiento')?.key).toBe('tracking')
    expect(tabOfSlug('valoraciones')?.key).toBe('assessments')
    expect(tabOfSlug('incidentes')?.key).toBe('incidents')
    expect(tabOfSlug('kardex')?.key).toBe('kardex')
    expect(tabOfSlug('alergias')).toBeUndefined()
  })

  it('shows Datos only to those who admit residents; every member of staff reads the records', () => {
    expect(visibleTabs(holding(PERMISSIONS.administrative)).map((tab) => tab.slug)).toContain('datos')
    const withoutAdmit = PERMISSIONS.administrative.filter((permission) => permission !== 'residents.admit')
    expect(visibleTabs(holding(withoutAdmit)).map((tab) => tab.slug)).toEqual([
      'notas-ts',
      'notas',
      'vitales',
      'incidentes',
      'kardex',
      'cuidados',
      'contenciones',
      'caidas',
      'valoraciones',
      'pai',
      'piel',
      'seguimiento',
    ])
    expect(mayShowTab(tabOfSlug('datos')!, holding([]))).toBe(false)
    expect(mayShowTab(tabOfSlug('notas-ts')!, holding([]))).toBe(true)
  })
})
