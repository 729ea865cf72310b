import type { Activity } from '@/features/activities/schemas'
import { es } from '@/i18n/es'
import { formatDate, formatTime, toDate } from '@/lib/dates'

/** SPEC 9: the dashboard shows this many activities. */
export const UPCOMING_LIMIT = 5

type Schedule = Pick<Activity, 'startDate' | 'startTime' | 'endDate' | 'endTime'>

/** When the activity starts, in local time; null when its date or time is unreadable. */
export function startOf(activity: Pick<Activity, 'startDate' | 'startTime'>): Date | null {
  const day = toDate(activity.startDate)
  const clock = /^(\d{1,2}):(\d{2})/.exec(activity.startTime)
  if (!day || !clock) return null
  day.setHours(Number(clock[1]), Number(clock[2]), 0, 0)
  return day
}

/** The first `limit` activities by start (unreadable starts last), as Próximas Actividades lists them. */
export function upcomingActivities<T extends Pick<Activity, 'startDate' | 'startTime'>>(
  activities: readonly T[],
  limit = UPCOMING_LIMIT,
): T[] {
  const key = (a: T) => startOf(a)?.getTime() ?? Number.POSITIVE_INFINITY
  return [...activities].sort((a, b) => key(a) - key(b)).slice(0, limit)
}

export type ActivityPhase = 'started' | 'scheduled'

/** SPEC: an activity whose start is past is "started" (purple dot); otherwise "scheduled" (teal). */
export function activityPhase(
  activity: Pick<Activity, 'startDate' | 'startTime'>,
  now: Date = new Date(),
): ActivityPhase {
  const start = startOf(activity)
  return start !== null && start.getTime() <= now.getTime() ? 'started' : 'scheduled'
}

/** The status dot's colour for each phase. */
export const PHASE_DOT: Record<ActivityPhase, string> = {
  started: 'bg-purple-600',
  scheduled: 'bg-teal-600',
}

/** "10:30 - 11:30", with the end date when the activity ends on another day. */
export function timeRange(activity: Schedule): string {
  const range = es.activities.timeRange(formatTime(activity.startTime), formatTime(activity.endTime))
  if (!activity.endDate || activity.endDate === activity.startDate) return range
  return `${range} (${es.activities.untilDate(formatDate(activity.endDate))})`
}
