import { z } from 'zod'
import { es } from '@/i18n/es'

const v = es.hospital.validation
const tooLong = es.validation.tooLong

/** A `datetime-local` field's value: `YYYY-MM-DDTHH:MM`. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

function when(required: string, invalid: string) {
  return z.string().trim().min(1, required).regex(LOCAL_DATE_TIME, invalid)
}

/** «Registrar salida al hospital»: when they left and why (the server's limits: required, 200 characters). */
export const departureSchema = z.object({
  at: when(v.leaveAtRequired, v.leaveAtInvalid),
  reason: z.string().trim().min(1, v.reasonRequired).max(200, tooLong(200)),
})
export type DepartureValues = z.input<typeof departureSchema>

/** «Registrar vuelta»: when they came back. */
export const returnSchema = z.object({ at: when(v.returnAtRequired, v.returnAtInvalid) })
export type ReturnValues = z.input<typeof returnSchema>

/** «Hoja de traslado»: what happened, for the hospital (optional, 2000 characters at most). */
export const transferSheetSchema = z.object({ reason: z.string().trim().max(2000, tooLong(2000)) })
export type TransferSheetValues = z.input<typeof transferSheetSchema>
