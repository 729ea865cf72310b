import { describe, expect, it } from 'vitest'
import {
  latestReading,
  mostRecent,
  newestFirst,
  recordOfDay,
  summaryVitalsSchema,
  takenMeasures,
} from '@/features/patients/components/page/summary-data'

const at = (id: string, date: string, time: string, createdAt = '2026-03-01T00:00:00Z') => ({ _id: id, date, time, createdAt })

describe('the summary\'s choices', () => {
  it('orders by date and time, newest first, whatever order the server sent', () => {
    const records = [at('a', '2026-03-10', '08:30'), at('b', '2026-03-11', '7:05'), at('c', '2026-03-10', '21:00')]
    expect(newestFirst(records).map((record) => record._id)).toEqual(['b', 'c', 'a'])
    expect(latestReading(records)?._id).toBe('b')
    expect(latestReading([])).toBeNull()
    expect(mostRecent(records, 2).map((record) => record._id)).toEqual(['b', 'c'])
  })

  it('breaks a tie of the same minute by when the record was saved', () => {
    const records = [at('first', '2026-03-10', '08:30', '2026-03-10T07:31:00Z'), at('second', '2026-03-10', '08:30', '2026-03-10T07:40:00Z')]
    expect(latestReading(records)?._id).toBe('second')
  })

  it('finds the record of a given day', () => {
    const records = [at('a', '2026-03-10', ''), at('b', '2026-03-11', '')]
    expect(recordOfDay(records, '2026-03-11')?._id).toBe('b')
    expect(recordOfDay(records, '2026-03-12')).toBeNull()
  })

  it('lists the measures taken, marked out of range as the server said', () => {
    const record = summaryVitalsSchema.parse({
      _id: 'v1',
      date: '2026-03-10',
      time: '08:30',
      vitalSigns: { systolicPressure: 165, temperature: 36.8, heartRate: null },
      outOfRange: ['systolicPressure'],
    })
    expect(takenMeasures(record)).toEqual([
      { key: 'systolicPressure', value: 165, outOfRange: true },
      { key: 'temperature', value: 36.8, outOfRange: false },
    ])
  })

  it('reads a record without outOfRange (an older server) as nothing out of range', () => {
    const record = summaryVitalsSchema.parse({ _id: 'v1', date: '2026-03-10', vitalSigns: { glucose: 250 } })
    expect(record.outOfRange).toEqual([])
    expect(takenMeasures(record)).toEqual([{ key: 'glucose', value: 250, outOfRange: false }])
  })
})
