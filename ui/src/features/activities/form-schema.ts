import { z } from 'zod'
import type { Activity, ActivityInput } from '@/features/activities/schemas'
import { es } from '@/i18n/es'
import { toDate, toISODate } from '@/lib/dates'

const v = es.activities.validation
const tooLong = es.validation.tooLong

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/

/** A real `YYYY-MM-DD` calendar date (not 2026-02-30). */
function isCalendarDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = toDate(value)
  return date !== null && toISODate(date) === value
}

const date = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine((value) => value === '' || isCalendarDate(value), v.dateInvalid)

const time = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine((value) => value === '' || CLOCK.test(value), v.timeInvalid)

type Schedule = Pick<ActivityInput, 'startDate' | 'startTime' | 'endDate' | 'endTime'>

/** The four parts of the schedule are each valid, so start and end can be compared. */
function scheduleComplete(value: unknown): value is Schedule {
  const s = value as Partial<Record<keyof Schedule, unknown>>
  return (
    [s.startDate, s.endDate].every((d) => typeof d === 'string' && isCalendarDate(d)) &&
    [s.startTime, s.endTime].every((t) => typeof t === 'string' && CLOCK.test(t))
  )
}

/**
 * SPEC 5 with the server's messages: every field required, real dates and times, and the end after the
 * start (reported on the end time, together with any other field's error).
 */
export const activityFormSchema = z
  .object({
    title: z.string().trim().min(1, v.titleRequired).max(120, tooLong(120)),
    description: z.string().trim().min(1, v.descriptionRequired).max(2000, tooLong(2000)),
    location: z.string().trim().min(1, v.locationRequired).max(120, tooLong(120)),
    startDate: date(v.startDateRequired),
    startTime: time(v.startTimeRequired),
    endDate: date(v.endDateRequired),
    endTime: time(v.endTimeRequired),
  })
  .refine((a) => `${a.endDate}T${a.endTime}` > `${a.startDate}T${a.startTime}`, {
    message: v.endBeforeStart,
    path: ['endTime'],
    when: (payload) => scheduleComplete(payload.value),
  })

export type ActivityFormValues = z.input<typeof activityFormSchema>

export const ACTIVITY_FORM_FIELDS = [
  'title',
  'description',
  'location',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
] as const satisfies readonly (keyof ActivityInput)[]

/** The form's starting values: the activity being edited, or blank for a new one. */
export function toActivityFormValues(activity: Activity | null): ActivityFormValues {
  return {
    title: activity?.title ?? '',
    description: activity?.description ?? '',
    location: activity?.location ?? '',
    startDate: activity?.startDate ?? '',
    startTime: activity?.startTime ?? '',
    endDate: activity?.endDate ?? '',
    endTime: activity?.endTime ?? '',
  }
}
