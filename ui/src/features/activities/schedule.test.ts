import { describe, expect, it } from 'vitest'
import {
  activityPhase,
  PHASE_DOT,
  endOf,
  startOf,
  timeRange,
  UPCOMING_LIMIT,
  upcomingActivities,
} from '@/features/activities/schedule'

const at = (startDate: string, startTime: string, endTime = '23:59', endDate = '') => ({ startDate, startTime, endDate, endTime })

describe('startOf', () => {
  it('reads the start in local time', () => {
    expect(startOf(at('2026-11-21', '10:30'))).toEqual(new Date(2026, 10, 21, 10, 30))
  })

  it('gives null for an unreadable start', () => {
    expect(startOf(at('', '10:30'))).toBeNull()
    expect(startOf(at('2026-11-21', ''))).toBeNull()
  })
})

describe('upcomingActivities', () => {
  const before = new Date(2026, 10, 18, 12, 0)

  it('keeps the first 5 by start date and time', () => {
    const list = [
      { id: 'g', ...at('2026-12-04', '11:00') },
      { id: 'b', ...at('2026-11-21', '10:30') },
      { id: 'f', ...at('2026-11-30', '16:30') },
      { id: 'c', ...at('2026-11-21', '17:00') },
      { id: 'a', ...at('2026-11-18', '17:00') },
      { id: 'e', ...at('2026-11-25', '09:00') },
      { id: 'd', ...at('2026-11-22', '08:00') },
    ]
    expect(UPCOMING_LIMIT).toBe(5)
    expect(upcomingActivities(list, before).map((a) => a.id)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(list[0].id).toBe('g')
  })

  it('puts unreadable starts last and returns fewer when there are fewer', () => {
    const list = [
      { id: 'x', ...at('', '') },
      { id: 'y', ...at('2026-11-21', '10:30') },
    ]
    expect(upcomingActivities(list, before).map((a) => a.id)).toEqual(['y', 'x'])
    expect(upcomingActivities([], before)).toEqual([])
  })

  it('leaves out what is over: yesterday\'s activity is not upcoming (issue 25), one under way is', () => {
    const now = new Date(2026, 10, 21, 12, 0)
    const list = [
      { id: 'yesterday', ...at('2026-11-20', '17:00', '18:00') },
      { id: 'this-morning', ...at('2026-11-21', '10:00', '11:00') },
      { id: 'under-way', ...at('2026-11-21', '11:30', '13:00') },
      { id: 'since-monday', ...at('2026-11-16', '09:00', '14:00', '2026-11-22') },
      { id: 'tomorrow', ...at('2026-11-22', '10:00', '11:00') },
    ]
    expect(upcomingActivities(list, now).map((a) => a.id)).toEqual(['since-monday', 'under-way', 'tomorrow'])
  })
})

describe('activityPhase and its dot', () => {
  const now = new Date(2026, 10, 21, 10, 30)

  it('is over once the end is past: never «started» for yesterday', () => {
    expect(activityPhase(at('2026-11-20', '17:00', '18:00'), now)).toBe('ended')
    expect(activityPhase(at('2026-11-21', '09:00', '10:30'), now)).toBe('ended')
    expect(activityPhase(at('2026-11-20', '17:00', '09:00', '2026-11-22'), now)).toBe('started')
    expect(endOf(at('2026-11-20', '17:00', '18:00'))).toEqual(new Date(2026, 10, 20, 18, 0))
  })

  it('is purple once the start is past (or now)', () => {
    expect(activityPhase(at('2026-11-18', '17:00', '23:59', '2026-11-30'), now)).toBe('started')
    expect(PHASE_DOT.ended).toBe('bg-purple-600')
    expect(activityPhase(at('2026-11-21', '10:30'), now)).toBe('started')
    expect(PHASE_DOT.started).toBe('bg-purple-600')
  })

  it('is teal while the start is to come', () => {
    expect(activityPhase(at('2026-11-21', '10:31'), now)).toBe('scheduled')
    expect(activityPhase(at('2027-01-01', '00:00'), now)).toBe('scheduled')
    expect(PHASE_DOT.scheduled).toBe('bg-teal-600')
  })
})

describe('timeRange', () => {
  it('gives start and end time, and the end date when it is another day', () => {
    const day = { startDate: '2026-11-21', startTime: '10:30', endDate: '2026-11-21', endTime: '11:30' }
    expect(timeRange(day)).toBe('10:30 - 11:30')
    expect(timeRange({ ...day, endDate: '2026-11-22' })).toBe('10:30 - 11:30 (hasta el 22/11/2026)')
  })
})
