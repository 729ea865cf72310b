/** A medication as GET /medications/all sends it (the server's JSON, before parsing). */
export function medicationJSON(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    name,
    activeIngredient: '',
    atcCode: '',
    category: 'Analgesic',
    concentration: '500 mg',
    presentation: 'Comprimidos',
    administrationRoute: 'Oral',
    stock: 20,
    minimumStock: 5,
    expirationDate: '2028-01-14',
    location: 'Armario A · estante 1',
    supplier: 'Cofares',
    unitPrice: 12.5,
    requiresPrescription: false,
    highAlert: false,
    notes: '',
    lowStock: false,
    expiry: 'ok',
    createdAt: '2026-11-01T09:00:00Z',
    updatedAt: '2026-11-01T09:00:00Z',
    ...extra,
  }
}
