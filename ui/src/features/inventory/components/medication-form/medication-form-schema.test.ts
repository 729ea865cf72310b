import { describe, expect, it } from 'vitest'
import {
  medicationFormSchema,
  toMedicationFormValues,
  type MedicationFormValues,
} from '@/features/inventory/components/medication-form/medication-form-schema'
import { medicationSchema } from '@/features/inventory/schemas'
import { medicationJSON } from '@/test/medication-fixtures'

const today = '2026-11-21'
const create = medicationFormSchema({ today })

const valid: MedicationFormValues = {
  name: ' Paracetamol ',
  activeIngredient: ' paracetamol ',
  atcCode: ' n02 be01 ',
  category: 'Analgesic',
  concentration: '500 mg',
  presentation: 'Comprimidos',
  administrationRoute: 'Oral',
  stock: '20',
  minimumStock: '5',
  expirationDate: '2027-06-30',
  location: 'Armario A',
  supplier: 'Cofares',
  unitPrice: '12.1',
  requiresPrescription: true,
  highAlert: false,
  notes: ' Tomar con agua ',
}

/** The message of each field that failed, as the form shows it. */
function errors(values: Partial<MedicationFormValues>, schema = create) {
  const result = schema.safeParse({ ...valid, ...values })
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

describe('medicationFormSchema', () => {
  it('sends what the server takes: trimmed texts, whole counts, the price with two decimals', () => {
    expect(create.parse(valid)).toEqual({
      name: 'Paracetamol',
      activeIngredient: 'paracetamol',
      atcCode: 'N02BE01',
      category: 'Analgesic',
      concentration: '500 mg',
      presentation: 'Comprimidos',
      administrationRoute: 'Oral',
      stock: 20,
      minimumStock: 5,
      expirationDate: '2027-06-30',
      location: 'Armario A',
      supplier: 'Cofares',
      unitPrice: '12.10',
      requiresPrescription: true,
      highAlert: false,
      notes: 'Tomar con agua',
    })
  })

  it("gives the server's message for each required field left empty", () => {
    const empty = toMedicationFormValues(null)
    expect(errors(empty)).toEqual({
      name: 'El nombre es obligatorio.',
      category: 'La categoría es obligatoria.',
      concentration: 'La concentración es obligatoria.',
      presentation: 'La presentación es obligatoria.',
      administrationRoute: 'La vía de administración es obligatoria.',
      stock: 'El stock es obligatorio.',
      minimumStock: 'El stock mínimo es obligatorio.',
      expirationDate: 'La fecha de caducidad es obligatoria.',
      location: 'La ubicación es obligatoria.',
      supplier: 'El proveedor es obligatorio.',
      unitPrice: 'El precio es obligatorio.',
    })
    expect(errors({ name: '   ', supplier: ' ' })).toEqual({
      name: 'El nombre es obligatorio.',
      supplier: 'El proveedor es obligatorio.',
    })
  })

  it("takes only the six categories and DESIGN 8's routes, in Spanish", () => {
    expect(errors({ administrationRoute: 'Enteral (sonda)' })).toEqual({})
    expect(errors({ category: 'Vitamin', administrationRoute: 'Topical' })).toEqual({
      category: 'La categoría es obligatoria.',
      administrationRoute: 'La vía de administración es obligatoria.',
    })
  })

  it('refuses negative, decimal and huge counts', () => {
    expect(errors({ stock: '-1', minimumStock: '-3' })).toEqual({
      stock: 'El stock no puede ser negativo.',
      minimumStock: 'El stock mínimo no puede ser negativo.',
    })
    expect(errors({ stock: '2.5', minimumStock: '1e3' })).toEqual({
      stock: 'Escribe un número entero.',
      minimumStock: 'Escribe un número entero.',
    })
    // A thousands point is no thousands separator here: refused, never read as 1.
    expect(errors({ stock: '1.000', minimumStock: '2,5' })).toEqual({
      stock: 'Escribe un número entero.',
      minimumStock: 'Escribe un número entero.',
    })
    expect(errors({ stock: '1000001' })).toEqual({ stock: 'Como máximo 1.000.000.' })
    expect(create.parse({ ...valid, stock: '0', minimumStock: '0' })).toMatchObject({ stock: 0, minimumStock: 0 })
  })

  it('wants an expiry date after today, written as a real date', () => {
    expect(errors({ expirationDate: today })).toEqual({ expirationDate: 'La fecha de caducidad debe ser futura.' })
    expect(errors({ expirationDate: '2026-01-01' })).toEqual({
      expirationDate: 'La fecha de caducidad debe ser futura.',
    })
    expect(errors({ expirationDate: '2027-02-30' })).toEqual({ expirationDate: 'Fecha no válida.' })
    expect(errors({ expirationDate: '30/06/2027' })).toEqual({ expirationDate: 'Fecha no válida.' })
    expect(create.parse({ ...valid, expirationDate: '2026-11-22' }).expirationDate).toBe('2026-11-22')
  })

  it('lets an expired medication be edited while its date is left alone', () => {
    const edit = medicationFormSchema({ today, savedExpiry: '2026-11-15' })
    expect(edit.parse({ ...valid, expirationDate: '2026-11-15' }).expirationDate).toBe('2026-11-15')
    expect(errors({ expirationDate: '2026-11-16' }, edit)).toEqual({
      expirationDate: 'La fecha de caducidad debe ser futura.',
    })
  })

  it('takes the active ingredient and the ATC code as optional, the code of any ATC level as the server does', () => {
    expect(create.parse({ ...valid, activeIngredient: '', atcCode: '' })).toMatchObject({ activeIngredient: '', atcCode: '' })
    expect(create.parse({ ...valid, atcCode: 'j01c' }).atcCode).toBe('J01C')
    expect(errors({ atcCode: 'J1CA04' })).toEqual({ atcCode: 'El código ATC no es válido (por ejemplo, J01CA04).' })
    expect(errors({ atcCode: 'J01CA4' })).toEqual({ atcCode: 'El código ATC no es válido (por ejemplo, J01CA04).' })
    expect(errors({ activeIngredient: 'a'.repeat(121) })).toEqual({
      activeIngredient: 'Es demasiado largo (máximo 120 caracteres).',
    })
  })

  it("gives the server's price messages", () => {
    expect(errors({ unitPrice: '-1' })).toEqual({ unitPrice: 'El precio no puede ser negativo.' })
    expect(errors({ unitPrice: '1.005' })).toEqual({ unitPrice: 'El precio admite como máximo 2 decimales.' })
    expect(errors({ unitPrice: 'gratis' })).toEqual({ unitPrice: 'El precio no es válido.' })
    expect(create.parse({ ...valid, unitPrice: '0' }).unitPrice).toBe('0.00')
  })

  it('limits the lengths as the server does', () => {
    expect(errors({ name: 'x'.repeat(121), location: 'y'.repeat(121), notes: 'z'.repeat(2001) })).toEqual({
      name: 'Es demasiado largo (máximo 120 caracteres).',
      location: 'Es demasiado largo (máximo 120 caracteres).',
      notes: 'Es demasiado largo (máximo 2000 caracteres).',
    })
    expect(create.safeParse({ ...valid, name: 'x'.repeat(120), notes: 'z'.repeat(2000) }).success).toBe(true)
  })
})

describe('toMedicationFormValues', () => {
  it('starts blank for a new medication, unticked', () => {
    expect(toMedicationFormValues(null)).toMatchObject({
      name: '',
      category: '',
      stock: '',
      requiresPrescription: false,
      highAlert: false,
    })
  })

  it('starts with the saved values for an edit (an edit keeps the ingredient and code), the price written the es-ES way', () => {
    const saved = medicationSchema.parse(
      medicationJSON('m1', 'Ibuprofeno', {
        unitPrice: 0.1,
        stock: 35,
        notes: 'Tras comer',
        activeIngredient: 'ibuprofeno',
        atcCode: 'M01AE01',
      }),
    )
    expect(toMedicationFormValues(saved)).toEqual({
      name: 'Ibuprofeno',
      activeIngredient: 'ibuprofeno',
      atcCode: 'M01AE01',
      category: 'Analgesic',
      concentration: '500 mg',
      presentation: 'Comprimidos',
      administrationRoute: 'Oral',
      stock: '35',
      minimumStock: '5',
      expirationDate: '2028-01-14',
      location: 'Armario A · estante 1',
      supplier: 'Cofares',
      unitPrice: '0,10',
      requiresPrescription: false,
      highAlert: false,
      notes: 'Tras comer',
    })
  })
})
