import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { fetchRecords, useSaveRecord, type RecordResource } from '@/features/patients/records/shared/api'
import type { VitalRanges } from '@/features/patients/records/vitals/measures'
import {
  vitalMeasuresSchema,
  vitalRangesSchema,
  vitalSignsRecordSchema,
  type VitalSignsInput,
  type VitalSignsRecord,
} from '@/features/patients/records/vitals/schemas'
import { api } from '@/lib/api'
import { recordKeys } from '@/lib/record-keys'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

/** /vitalsigns: written with records.clinical. */
export const vitalSignsResource: RecordResource<VitalSignsRecord> = {
  kind: 'vitals',
  path: '/vitalsigns',
  schema: vitalSignsRecordSchema,
  pdfFilename: (id) => `signos_vitales_${id}.pdf`,
  reportFilename: 'signos_vitales_report.pdf',
}

/**
 * GET /vitalsigns/{residentId}?from=&to=: the readings of a period, for the chart, which reads only the days
 * it draws. While another period loads, the chart keeps the one it shows.
 */
export function vitalsPeriodQueryOptions(residentId: string, from: string, to: string) {
  return queryOptions({
    queryKey: recordKeys.period(vitalSignsResource.kind, residentId, from, to),
    queryFn: () => fetchRecords(vitalSignsResource, residentId, { from, to }),
    placeholderData: keepPreviousData,
  })
}

/** Creates a vital-signs record, or updates `record`. */
export const useSaveVitalSigns = (record: VitalSignsRecord | null) =>
  useSaveRecord<VitalSignsRecord, VitalSignsInput>(vitalSignsResource, record)

/** Query key of the measures' description (GET /vital-ranges): the same for everyone, until a new server. */
export const vitalMeasureKeys = { all: ['vital-measures'] as const }

/**
 * GET /vital-ranges: every measure's label, unit, physical limits and default range, read once (they change
 * only with a new version of the server). The vitals form checks readings with them, the ranges dialog shows
 * the defaults, and every reading is shown with the measure's label and unit.
 */
export function vitalMeasuresQueryOptions() {
  return queryOptions({
    queryKey: vitalMeasureKeys.all,
    queryFn: async () => vitalMeasuresSchema.parse(await api.get<unknown>('/vital-ranges')),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** Query keys of the residents' reference ranges: ['vital-ranges', residentId]. */
export const vitalRangeKeys = {
  all: ['vital-ranges'] as const,
  resident: (residentId: string) => [...vitalRangeKeys.all, residentId] as const,
}

/** GET /vital-ranges/{residentId}: the resident's reference ranges (the defaults where no doctor set one). */
export function vitalRangesQueryOptions(residentId: string) {
  return queryOptions({
    queryKey: vitalRangeKeys.resident(residentId),
    queryFn: async () => vitalRangesSchema.parse(await api.get<unknown>(`/vital-ranges/${residentId}`)),
  })
}

/**
 * PUT /vital-ranges/{residentId} (kardex.prescribe: doctors). The ranges decide which readings are out of
 * range, so the ranges and the resident's vital signs are fetched again.
 */
export function useSaveVitalRanges(residentId: string) {
  return useRefetchingMutation(
    [vitalRangeKeys.resident(residentId), recordKeys.kind('vitals')],
    async (ranges: Partial<VitalRanges>) =>
      vitalRangesSchema.parse(await api.put<unknown>(`/vital-ranges/${residentId}`, ranges)),
  )
}
