import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'
import { text } from '@/lib/schemas'
import { SHIFTS, type Shift } from '@/lib/shift-names'

export { SHIFTS, type Shift } from '@/lib/shift-names'

const shiftHoursSchema = z.object({ start: text, end: text })

/** GET /mar/settings: the shifts' hours, the dose window and which shift is now. */
export const shiftSettingsSchema = z.object({
  shifts: z.object({ manana: shiftHoursSchema, tarde: shiftHoursSchema, noche: shiftHoursSchema }),
  doseWindowMinutes: z.number().catch(60),
  missedAfterMinutes: z.number().catch(180),
  current: z.object({ date: text, shift: z.enum(SHIFTS).catch('manana') }),
})
export type ShiftSettings = z.infer<typeof shiftSettingsSchema>

export const shiftSettingsKey = ['mar', 'settings'] as const

/** GET /mar/settings: shifts, dose window and the current shift (Europe/Madrid). */
export function shiftSettingsQueryOptions() {
  return queryOptions({
    queryKey: shiftSettingsKey,
    queryFn: async () => shiftSettingsSchema.parse(await api.get<unknown>('/mar/settings')),
  })
}

/** The shift before this one: the night before a morning belongs to the previous date. */
export function previousShift(date: string, shift: Shift): { date: string; shift: Shift } {
  if (shift === 'tarde') return { date, shift: 'manana' }
  if (shift === 'noche') return { date, shift: 'tarde' }
  const [year, month, day] = date.split('-').map(Number)
  const before = new Date(Date.UTC(year, month - 1, day - 1))
  return { date: before.toISOString().slice(0, 10), shift: 'noche' }
}
