import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'

/** One automatic copy, as GET /admin/backups lists it (DESIGN 12). */
export const backupSchema = z.object({
  file: z.string(),
  at: z.string(), // RFC 3339
  bytes: z.number(),
  verified: z.boolean(),
})
export type Backup = z.infer<typeof backupSchema>

export const backupKeys = {
  all: ['backups'] as const,
}

/** A copy younger than this means the backups are running (DESIGN 12: warn when none is younger than 26 hours). */
export const BACKUP_MAX_AGE_MS = 26 * 60 * 60 * 1000

/** GET /admin/backups: the copies, newest first. Read again every 10 minutes so the warning follows the clock. */
export function backupsQueryOptions() {
  return queryOptions({
    queryKey: backupKeys.all,
    queryFn: async () => z.array(backupSchema).parse(await api.get<unknown>('/admin/backups')),
    refetchInterval: 10 * 60 * 1000,
  })
}

/** True when no copy is younger than 26 hours at `now`. */
export function backupsAreStale(backups: readonly Backup[], now: number = Date.now()): boolean {
  return !backups.some((backup) => now - new Date(backup.at).getTime() < BACKUP_MAX_AGE_MS)
}

/** The off-site replica's state, as GET /admin/replica gives it (DESIGN 17). */
export const replicaSchema = z.object({
  enabled: z.boolean(),
  url: z.string(),
  lastShippedAt: z.string().nullable(), // RFC 3339
  lagSeconds: z.number(),
  error: z.string(),
})
export type Replica = z.infer<typeof replicaSchema>

/** DESIGN 17: /admin warns when the replica lags more than 5 minutes. */
export const REPLICA_MAX_LAG_SECONDS = 5 * 60

/** GET /admin/replica, read again every 30 seconds: the lag is news only while it is fresh. */
export function replicaQueryOptions() {
  return queryOptions({
    queryKey: [...backupKeys.all, 'replica'] as const,
    queryFn: async () => replicaSchema.parse(await api.get<unknown>('/admin/replica')),
    refetchInterval: 30 * 1000,
  })
}
