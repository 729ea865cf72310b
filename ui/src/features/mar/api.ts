import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import {
  administrationSchema,
  marRowSchema,
  prnFollowupSchema,
  prnRowSchema,
  unscheduledEntrySchema,
  type AdministrationInput,
  type PrnEffect,
} from '@/features/mar/schemas'
import { api } from '@/lib/api'
import { recordKeys } from '@/lib/record-keys'
import type { Shift } from '@/lib/shifts'
import { useRefetchingMutation } from '@/lib/use-refetching-mutation'

export type RoundParams = { date?: string; shift?: Shift; areaId?: string; residentId?: string }

export const marKeys = {
  all: ['mar'] as const,
  round: (params: RoundParams) => [...marKeys.all, 'round', params] as const,
  prn: (params: Pick<RoundParams, 'areaId' | 'residentId'>) => [...marKeys.all, 'prn', params] as const,
  unscheduled: (params: Pick<RoundParams, 'areaId'>) => [...marKeys.all, 'unscheduled', params] as const,
  followups: (params: RoundParams) => [...marKeys.all, 'followups', params] as const,
}

function query(params: Record<string, string | undefined>) {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value)
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** GET /mar: the shift's doses with their status, sorted by area, room, resident and time. */
export function roundQueryOptions(params: RoundParams) {
  return queryOptions({
    queryKey: marKeys.round(params),
    queryFn: async () => z.array(marRowSchema).parse(await api.get<unknown>(`/mar${query(params)}`)),
    placeholderData: keepPreviousData,
    // The statuses move with the clock (due, late, missed): read them again every minute.
    refetchInterval: 60_000,
  })
}

/** GET /mar/prn: the PRN medication in force that may be given now. */
export function prnQueryOptions(params: Pick<RoundParams, 'areaId' | 'residentId'>) {
  return queryOptions({
    queryKey: marKeys.prn(params),
    queryFn: async () => z.array(prnRowSchema).parse(await api.get<unknown>(`/mar/prn${query(params)}`)),
  })
}

/**
 * GET /mar/prn/followups: the PRN doses whose effect the shift (now's when left out) is to assess, those
 * still pending from earlier shifts included.
 */
export function prnFollowupsQueryOptions(params: RoundParams) {
  return queryOptions({
    queryKey: marKeys.followups(params),
    queryFn: async () =>
      z.array(prnFollowupSchema).parse(await api.get<unknown>(`/mar/prn/followups${query(params)}`)),
    // A follow-up falls due with the clock.
    refetchInterval: 60_000,
  })
}

/** GET /mar/unscheduled: the entries in force with no schedule, which the round owes no dose of. */
export function unscheduledQueryOptions(params: Pick<RoundParams, 'areaId'>) {
  return queryOptions({
    queryKey: marKeys.unscheduled(params),
    queryFn: async () =>
      z.array(unscheduledEntrySchema).parse(await api.get<unknown>(`/mar/unscheduled${query(params)}`)),
  })
}

/**
 * POST /mar/administrations. The round is read again whatever the answer: a 409 means a colleague
 * recorded the slot first, and the list must show their record.
 */
export function useRecordAdministration() {
  return useRefetchingMutation(
    [marKeys.all, recordKeys.kind('kardex')],
    async (input: AdministrationInput) =>
      administrationSchema.parse(await api.post<unknown>('/mar/administrations', input)),
    { refetchWhen: 'settled' },
  )
}

/** PATCH /mar/administrations/:id: the PRN dose's effect. */
export function useRecordEffect() {
  return useRefetchingMutation(
    [marKeys.all],
    async ({ id, effect, note = '' }: { id: string; effect: PrnEffect; note?: string }) =>
      administrationSchema.parse(await api.patch<unknown>(`/mar/administrations/${id}`, { effect, note })),
  )
}

/**
 * POST /mar/administrations/:id/void: undo a dose (the toast's «Deshacer», no reason: the server keeps «Deshecho
 * al momento») or correct it with a reason. The slot returns to its status, the stock gets its units back.
 */
export function useVoidAdministration() {
  return useRefetchingMutation(
    [marKeys.all, recordKeys.kind('kardex')],
    async ({ id, reason }: { id: string; reason: string }) =>
      administrationSchema.parse(await api.post<unknown>(`/mar/administrations/${id}/void`, { reason })),
    { refetchWhen: 'settled' },
  )
}
