import { describe, expect, it } from 'vitest'
import {
  careMissingCount,
  inTimeOrder,
  isUrgent,
  notesFor,
  readingOf,
  wallClock,
} from '@/features/handover/logic'

describe('wallClock', () => {
  it('shows the time, with the day when the item is on another day (night shift)', () => {
    expect(wallClock('2026-11-20T23:40', '2026-11-20')).toBe('23:40')
    expect(wallClock('2026-11-21T01:30', '2026-11-20')).toBe('21/11 01:30')
    expect(wallClock('2026-11-21T01:30')).toBe('01:30')
    expect(wallClock('rubbish')).toBe('rubbish')
  })
})

describe('inTimeOrder', () => {
  it('sorts by time and keeps equal times in their order', () => {
    const items = [
      { at: '2026-11-20T09:00', text: 'b' },
      { at: '2026-11-20T08:00', text: 'a' },
      { at: '2026-11-20T09:00', text: 'c' },
    ]
    expect(inTimeOrder(items).map((item) => item.text)).toEqual(['a', 'b', 'c'])
  })
})

describe('isUrgent', () => {
  it('highlights falls, incidents, alerts, missed doses and out-of-range readings only', () => {
    for (const kind of ['fall', 'incident', 'alert', 'dose-missed', 'vital']) expect(isUrgent({ kind })).toBe(true)
    for (const kind of ['prn', 'kardex', 'dose-held', 'dose-late', 'care-missing']) expect(isUrgent({ kind })).toBe(false)
  })
})

describe('notesFor', () => {
  it("keeps one resident's notes, or the whole shift's with ''", () => {
    const notes = [
      { _id: '1', residentId: 'r1', text: 'a', byName: 'A', at: '2026-11-20T10:00:00Z' },
      { _id: '2', residentId: '', text: 'b', byName: 'B', at: '2026-11-20T09:00:00Z' },
      { _id: '3', residentId: 'r1', text: 'c', byName: 'C', at: '2026-11-20T08:00:00Z' },
    ]
    expect(notesFor(notes, 'r1').map((note) => note._id)).toEqual(['3', '1'])
    expect(notesFor(notes, '').map((note) => note._id)).toEqual(['2'])
  })
})

describe('readingOf', () => {
  it("finds the user's reading", () => {
    const readBy = [{ userId: 'u1', name: 'Ana', at: '2026-11-20T15:05:00Z' }]
    expect(readingOf(readBy, 'u1')?.name).toBe('Ana')
    expect(readingOf(readBy, 'u2')).toBeUndefined()
  })
})

describe('careMissingCount', () => {
  it('counts the residents with a care-missing item', () => {
    const item = (kind: string) => ({ kind, at: '2026-11-20T22:00', text: '', recordId: '' })
    expect(
      careMissingCount({
        residents: [
          { residentId: 'a', residentName: 'A', room: '1', items: [item('care-missing')] },
          { residentId: 'b', residentName: 'B', room: '2', items: [item('fall')] },
          { residentId: 'c', residentName: 'C', room: '3', items: [item('vital'), item('care-missing')] },
        ],
      }),
    ).toBe(2)
  })
})
