import type { Activity } from '@/features/activities/schemas'
import { es } from '@/i18n/es'
import { formatDate, formatTime, toDate } from '@/lib/dates'

/** SPEC 9: the dashboard shows this many activities. */
export const UPCOMING_LIMIT = 5

type Schedule = Pick<Activity, 'startDate' | 'startTime' | 'endDate' | 'endTime'>

/** A day and a clock time (`HH:MM`) as a local Date; null when either is unreadable. */
function dayAt(date: string, time: string): Date | null {
  const day = toDate(date)
  const clock = /^(\d{1,2}):(\d{2})/.exec(time)
  if (!day || !clock) return null
  day.setHours(Number(clock[1]), Number(clock[2]), 0, 0)
  return day
}

/** When the activity starts, in local time; null when its date or time is unreadable. */
export function startOf(activity: Pick<Activity, 'startDate' | 'startTime'>): Date | null {
  return dayAt(activity.startDate, activity.startTime)
}

/** When the activity ends (its end date, or its start date when it has none); null when unreadable. */
export function endOf(activity: Pick<Activity, 'startDate' | 'endDate' | 'endTime'>): Date | null {
  return dayAt(activity.endDate || activity.startDate, activity.endTime)
}

export type ActivityPhase = 'ended' | 'started' | 'scheduled'

/**
 * SPEC: an activity whose start is past has a purple dot; otherwise teal. One whose end is past too is over
 * (issue 25: yesterday's activity is not «Ya ha comenzado»).
 */
export function activityPhase(activity: Schedule, now: Date = new Date()): ActivityPhase {
  const end = endOf(activity)
  if (end !== null && end.getTime() <= now.getTime()) return 'ended'
  const start = startOf(activity)
  return start !== null && start.getTime() <= now.getTime() ? 'started' : 'scheduled'
}

/**
 * Próximas Actividades: those not over yet (under way or to come), the first `limit` by start (unreadable
 * starts last). An activity that is over is not upcoming.
 */
export function upcomingActivities<T extends Schedule>(
  activities: readonly T[],
  now: Date = new Date(),
  limit = UPCOMING_LIMIT,
): T[] {
  const key = (a: T) => startOf(a)?.getTime() ?? Number.POSITIVE_INFINITY
  return activities
    .filter((activity) => activityPhase(activity, now) !== 'ended')
    .sort((a, b) => key(a) - key(b))
    .slice(0, limit)
}

/** The status dot's colour for each phase. */
export const PHASE_DOT: Record<ActivityPhase, string> = {
  ended: 'bg-purple-600',
  started: 'bg-purple-600',
  scheduled: 'bg-teal-600',
}

/** "10:30 - 11:30", with the end date when the activity ends on another day. */
export function timeRange(activity: Schedule): string {
  const range = es.activities.timeRange(formatTime(activity.startTime), formatTime(activity.endTime))
  if (!activity.endDate || activity.endDate === activity.startDate) return range
  return `${range} (${es.activities.untilDate(formatDate(activity.endDate))})`
}
