import { describe, expect, it } from 'vitest'
import { filterMedications, paginate } from '@/features/inventory/filters'
import { medicationSchema } from '@/features/inventory/schemas'
import { es } from '@/i18n/es'
import { medicationJSON } from '@/test/medication-fixtures'

// On 2026-11-21, with lowStock and expiry as the server computes them.
const medications = [
  medicationJSON('1', 'Almagato', { category: 'Antacid', expirationDate: '2026-12-02', expiry: 'expiring' }),
  medicationJSON('2', 'Ibuprofeno', { category: 'Anti-inflammatory', stock: 35, minimumStock: 40, lowStock: true }),
  medicationJSON('3', 'Diclofenaco gel', {
    category: 'Anti-inflammatory',
    expirationDate: '2026-11-15',
    expiry: 'expired',
  }),
  medicationJSON('4', 'Ácido acetilsalicílico', { category: 'Analgesic' }),
  medicationJSON('5', 'Insulina glargina', {
    category: 'Hormone',
    stock: 8,
    minimumStock: 10,
    expirationDate: '2026-12-21',
    lowStock: true,
    expiry: 'expiring',
  }),
].map((m) => medicationSchema.parse(m))

const names = (list: { name: string }[]) => list.map((m) => m.name)
const all = { category: undefined, q: '', status: undefined }

describe('filterMedications', () => {
  it('keeps everything without filters', () => {
    expect(filterMedications(medications, all)).toHaveLength(5)
  })

  it('keeps one category', () => {
    expect(names(filterMedications(medications, { ...all, category: 'Anti-inflammatory' }))).toEqual([
      'Ibuprofeno',
      'Diclofenaco gel',
    ])
    expect(filterMedications(medications, { ...all, category: 'Antibiotic' })).toEqual([])
  })

  it('finds names without minding accents or case', () => {
    expect(names(filterMedications(medications, { ...all, q: 'ACIDO' }))).toEqual(['Ácido acetilsalicílico'])
    expect(names(filterMedications(medications, { ...all, q: ' salicílico ' }))).toEqual([
      'Ácido acetilsalicílico',
    ])
    expect(names(filterMedications(medications, { ...all, q: 'gLaR' }))).toEqual(['Insulina glargina'])
    expect(filterMedications(medications, { ...all, q: 'Paracetamol' })).toEqual([])
  })

  it('keeps the medications below their minimum for status=low', () => {
    expect(names(filterMedications(medications, { ...all, status: 'low' }))).toEqual([
      'Ibuprofeno',
      'Insulina glargina',
    ])
  })

  it('keeps the expired and those expiring within 30 days for status=expiring', () => {
    expect(names(filterMedications(medications, { ...all, status: 'expiring' }))).toEqual([
      'Almagato',
      'Diclofenaco gel',
      'Insulina glargina',
    ])
  })

  it("reads the server's lowStock and expiry, never the dates or counts", () => {
    const server = [
      medicationJSON('6', 'Omeprazol', { stock: 0, minimumStock: 5, expirationDate: '2020-01-01' }),
      medicationJSON('7', 'Amoxicilina', { stock: 50, minimumStock: 5, lowStock: true, expiry: 'expired' }),
    ].map((m) => medicationSchema.parse(m))
    expect(names(filterMedications(server, { ...all, status: 'low' }))).toEqual(['Amoxicilina'])
    expect(names(filterMedications(server, { ...all, status: 'expiring' }))).toEqual(['Amoxicilina'])
  })

  it('combines the filters', () => {
    expect(names(filterMedications(medications, { category: 'Hormone', q: 'insulina', status: 'low' }))).toEqual(
      ['Insulina glargina'],
    )
    expect(filterMedications(medications, { category: 'Antacid', q: '', status: 'low' })).toEqual([])
  })
})

describe('paginate', () => {
  const rows = Array.from({ length: 12 }, (_, index) => index + 1)
  const text = (page: ReturnType<typeof paginate>) => es.inventory.showing(page.from, page.to, page.total)

  it('shows five rows a page and says which', () => {
    const first = paginate(rows, 1)
    expect(first.rows).toEqual([1, 2, 3, 4, 5])
    expect(text(first)).toBe('Mostrando 1 a 5 de 12 medicamentos')
    expect(text(paginate(rows, 2))).toBe('Mostrando 6 a 10 de 12 medicamentos')
    const last = paginate(rows, 3)
    expect(last.rows).toEqual([11, 12])
    expect(text(last)).toBe('Mostrando 11 a 12 de 12 medicamentos')
    expect(last.totalPages).toBe(3)
  })

  it('shows the last page for a page past it, and the first for one before it', () => {
    expect(paginate(rows, 9)).toMatchObject({ page: 3, from: 11, to: 12 })
    expect(paginate(rows, 0)).toMatchObject({ page: 1, from: 1, to: 5 })
  })

  it('says "medicamento" for one, and counts nothing when empty', () => {
    expect(text(paginate([1], 1))).toBe('Mostrando 1 a 1 de 1 medicamento')
    expect(paginate([], 1)).toEqual({ rows: [], page: 1, totalPages: 1, from: 0, to: 0, total: 0 })
  })
})
