import { z } from 'zod'
import { recordBaseSchema, recordText } from '@/features/patients/records/shared/schemas'

/** The five daily-care tasks, in the order they are shown. */
export const CARE_TASKS = ['bath', 'breakfast', 'lunch', 'dinner', 'diaperChange'] as const

export type CareTask = (typeof CARE_TASKS)[number]

const done = z.boolean().catch(false)

/** A day's care record: GET /care-records/{residentId}; `user` is the resident. */
export const careRecordSchema = recordBaseSchema.extend({
  user: recordText,
  bath: done,
  breakfast: done,
  lunch: done,
  dinner: done,
  diaperChange: done,
})

export type CareRecord = z.infer<typeof careRecordSchema>

/** What create and update send (`user` is the resident's id). */
export type CareRecordInput = { user: string; date: string } & Record<CareTask, boolean>
