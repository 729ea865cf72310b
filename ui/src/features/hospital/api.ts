import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { carePlanKeys } from '@/features/care-plans/keys'
import { marKeys } from '@/features/mar/api'
import { patientKeys } from '@/features/patients/api'
import { api, apiDownload } from '@/lib/api'
import { todayISO } from '@/lib/dates'
import { text } from '@/lib/schemas'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

/** A resident's open stay in hospital: since when (RFC 3339) and why. */
export const hospitalStaySchema = z.object({ since: z.string().min(1), reason: text })
export type HospitalStay = z.infer<typeof hospitalStaySchema>

/** The part of GET /patients/{id} this feature reads: `hospitalStay`, null while the resident is in the home. */
const residentStaySchema = z.object({
  hospitalStay: hospitalStaySchema.nullish().transform((stay) => stay ?? null),
})

/**
 * The resident's stay, read from GET /patients/{id}. Its key sits under the resident's, so whatever fetches the
 * resident again (a save, the websocket's `patients`) fetches it too.
 */
export function hospitalStayQueryOptions(residentId: string) {
  return queryOptions({
    queryKey: [...patientKeys.detail(residentId), 'hospital-stay'] as const,
    queryFn: async () => residentStaySchema.parse(await api.get<unknown>(`/patients/${residentId}`)).hospitalStay,
  })
}

/** `at`: when it happened, `YYYY-MM-DDTHH:MM` on the home's clock (or RFC 3339). */
export type DepartureBody = { at: string; reason: string }
export type ReturnBody = { at: string }

/**
 * A stay started or ended changes the resident and their doses of the round (held while away); the return makes
 * the care plan due. Read again after a failure too: a 409 says someone else already recorded it.
 */
function refetchAfterStay(residentId: string) {
  return [patientKeys.detail(residentId), marKeys.all, carePlanKeys.all]
}

/** «Registrar salida al hospital»: POST /patients/{id}/hospital {at, reason} -> 201 {since, reason}. */
export function useLeaveForHospital(residentId: string) {
  return useRefetchingMutation(
    refetchAfterStay(residentId),
    async (body: DepartureBody) => hospitalStaySchema.parse(await api.post<unknown>(`/patients/${residentId}/hospital`, body)),
    { refetchWhen: 'settled' },
  )
}

/** «Registrar vuelta»: POST /patients/{id}/hospital/return {at} -> 204. */
export function useReturnFromHospital(residentId: string) {
  return useRefetchingMutation(
    refetchAfterStay(residentId),
    async (body: ReturnBody) => {
      await api.post<unknown>(`/patients/${residentId}/hospital/return`, body)
    },
    { refetchWhen: 'settled' },
  )
}

/** GET /patients/{id}/transfer/pdf?reason=: the transfer sheet's address under /api. */
export function transferSheetPath(residentId: string, reason: string) {
  return `/patients/${residentId}/transfer/pdf?${new URLSearchParams({ reason }).toString()}`
}

/**
 * Downloads the transfer sheet, traslado_<id>_<date>.pdf (the server's Content-Disposition names the file; this
 * name is only the fallback).
 */
export function downloadTransferSheet(residentId: string, reason: string) {
  return apiDownload(transferSheetPath(residentId, reason), { filename: `traslado_${residentId}_${todayISO()}.pdf` })
}
