import { describe, expect, it } from 'vitest'
import { canRemoveEntry, distinctMedications, medicationChoices } from '@/features/patients/records/kardex/entries'

const entry = (medication: string, medicationName: string, frequency = 'Cada 8 horas', ownSupply = false) => ({
  medication,
  medicationName,
  ownSupply,
  dose: '1 comprimido',
  frequency,
  route: 'Oral',
  date: '2026-11-01',
})

describe('canRemoveEntry', () => {
  it('lets an entry go only while more than one is left (SPEC 4)', () => {
    expect(canRemoveEntry(1)).toBe(false)
    expect(canRemoveEntry(2)).toBe(true)
    expect(canRemoveEntry(5)).toBe(true)
    expect(canRemoveEntry(0)).toBe(false)
  })
})

describe('distinctMedications', () => {
  it("offers each of the Kardex's inventory medications once, in the Kardex's order, and no own supply", () => {
    const kardex = {
      entries: [
        entry('m2', 'Enalapril 10 mg', 'Por la mañana'),
        entry('', 'Spiriva 18 mcg', 'Cada 24 horas', true),
        entry('m1', 'Almagato 1,5 g'),
        entry('m2', 'Enalapril 10 mg', 'Por la noche'),
        entry('', ''),
      ],
    }
    expect(distinctMedications(kardex)).toEqual([
      { id: 'm2', name: 'Enalapril 10 mg' },
      { id: 'm1', name: 'Almagato 1,5 g' },
    ])
    expect(distinctMedications({ entries: [] })).toEqual([])
  })
})

describe('medicationChoices', () => {
  it("offers the inventory by name and concentration, and keeps a saved medication that has left it", () => {
    const inventory = [
      { _id: 'm1', name: 'Almagato', concentration: '1,5 g' },
      { _id: 'm3', name: 'Paracetamol', concentration: '' },
    ]
    expect(medicationChoices(inventory, null)).toEqual([
      { id: 'm1', name: 'Almagato 1,5 g' },
      { id: 'm3', name: 'Paracetamol' },
    ])
    expect(medicationChoices(inventory, { entries: [entry('m1', 'Almagato 1,5 g'), entry('m9', 'Digoxina 0,25 mg')] })).toEqual([
      { id: 'm1', name: 'Almagato 1,5 g' },
      { id: 'm3', name: 'Paracetamol' },
      { id: 'm9', name: 'Digoxina 0,25 mg' },
    ])
  })
})
