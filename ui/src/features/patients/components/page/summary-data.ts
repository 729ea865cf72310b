import { z } from 'zod'
import { queryOptions } from '@tanstack/react-query'
import { VITAL_KEYS, type VitalKey } from '@/features/patients/records/vitals/measures'
import { vitalSignsRecordSchema } from '@/features/patients/records/vitals/schemas'
import { api } from '@/lib/api'
import { recordKeys } from '@/lib/record-keys'

/** A vital-signs record with the server's `outOfRange` (the measures outside the resident's own ranges). */
export const summaryVitalsSchema = vitalSignsRecordSchema.extend({ outOfRange: z.array(z.string()).catch([]) })

export type SummaryVitals = z.infer<typeof summaryVitalsSchema>

/**
 * GET /vitalsigns/{residentId} read with `outOfRange`. Its key sits under the vitals' own, so any change to
 * vital signs (or a live event about them) fetches it again.
 */
export function summaryVitalsQueryOptions(residentId: string) {
  return queryOptions({
    queryKey: [...recordKeys.list('vitals', residentId), 'summary'] as const,
    queryFn: async () => z.array(summaryVitalsSchema).parse(await api.get<unknown>(`/vitalsigns/${residentId}`)),
  })
}

type Dated = { date: string; time: string; createdAt: string }

/** Newest first by date and time (records of the same minute by when they were saved). */
export function newestFirst<T extends Dated>(records: readonly T[]): T[] {
  const key = (record: T) => `${record.date} ${record.time.padStart(5, '0')} ${record.createdAt}`
  return [...records].sort((a, b) => key(b).localeCompare(key(a)))
}

/** The latest reading, or null when there is none. */
export function latestReading<T extends Dated>(records: readonly T[]): T | null {
  return newestFirst(records)[0] ?? null
}

/** The record of `today` (`YYYY-MM-DD`), or null: the server keeps one care record per resident and day. */
export function recordOfDay<T extends { date: string }>(records: readonly T[], today: string): T | null {
  return records.find((record) => record.date === today) ?? null
}

/** The `count` most recent records. */
export function mostRecent<T extends Dated>(records: readonly T[], count: number): T[] {
  return newestFirst(records).slice(0, count)
}

export type TakenMeasure = { key: VitalKey; value: number; outOfRange: boolean }

/** The measures a reading took, in the measures' order, each marked when the server found it out of range. */
export function takenMeasures(record: SummaryVitals): TakenMeasure[] {
  return VITAL_KEYS.flatMap((key) => {
    const value = record.vitalSigns[key]
    return value == null ? [] : [{ key, value, outOfRange: record.outOfRange.includes(key) }]
  })
}
