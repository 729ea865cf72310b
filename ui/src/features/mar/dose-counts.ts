import type { MarRow } from '@/features/mar/schemas'

/** The round's doses still owed in the shift: due now, late, and missed (DESIGN 9's statuses). */
export function doseCounts(rows: readonly Pick<MarRow, 'status' | 'kind'>[]) {
  const counts = { due: 0, late: 0, missed: 0 }
  for (const row of rows) {
    if (row.kind !== 'scheduled') continue
    if (row.status === 'due' || row.status === 'late' || row.status === 'missed') counts[row.status] += 1
  }
  return counts
}
