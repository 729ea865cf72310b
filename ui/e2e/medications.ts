import { expect, type APIRequestContext } from './fixtures'

/**
 * The calendar date `days` from today in Madrid, where the server and the test browser count their days
 * (counted in calendar days, so a daylight-saving change in between moves nothing).
 */
export function madridDate(days = 0) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date())
  const date = new Date(`${today}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** An instant (RFC 3339 or a Date) as Madrid's wall-clock `HH:MM`, the way the round shows it. */
export function madridClock(at: string | Date) {
  return new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at))
}

/** Madrid's wall-clock time now, `HH:MM`: a slot at this time is due now (its window is ±60 minutes). */
export function madridNow(offsetMinutes = 0) {
  return madridClock(new Date(Date.now() + offsetMinutes * 60_000))
}

/** `YYYY-MM-DD` as the page shows it (es-ES). */
export function spanishDate(iso: string) {
  const [y, m, d] = iso.split('-')
  return `${d}/${m}/${y}`
}

export type CreatedMedication = { _id: string; name: string; stock: number }

/** Adds a medication through POST /medications with a complete valid body; `extra` overrides any field. */
export async function createMedication(
  request: APIRequestContext,
  token: string,
  name: string,
  extra: Record<string, unknown> = {},
) {
  const res = await request.post('/api/medications', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name,
      category: 'Analgesic',
      concentration: '500 mg',
      presentation: 'Comprimidos',
      administrationRoute: 'Oral',
      stock: 20,
      minimumStock: 5,
      expirationDate: madridDate(400),
      location: 'Armario E2E',
      supplier: 'Cofares',
      unitPrice: '1.25',
      requiresPrescription: false,
      notes: '',
      ...extra,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as CreatedMedication
}

/** PUT /medications/{id}/add-stock or /remove-stock. */
export async function moveStock(
  request: APIRequestContext,
  token: string,
  id: string,
  kind: 'add' | 'remove',
  quantity: number,
  description: string,
) {
  const res = await request.put(`/api/medications/${id}/${kind}-stock`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { medicationId: id, quantity, description },
  })
  expect(res.ok(), await res.text()).toBe(true)
}
