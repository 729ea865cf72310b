import { describe, expect, it } from 'vitest'
import type { VitalSignsRecord } from '@/features/patients/records/vitals/schemas'
import {
  dayTicks,
  readingTime,
  summarizeTrends,
  timeDomain,
  trendSeries,
  valueAxis,
} from '@/features/patients/records/vitals/trend'

function record(
  id: string,
  date: string,
  time: string,
  values: Partial<VitalSignsRecord['vitalSigns']>,
  outOfRange: VitalSignsRecord['outOfRange'] = [],
) {
  return {
    _id: id,
    residentId: 'r1',
    date,
    time,
    vitalSigns: {
      systolicPressure: null,
      diastolicPressure: null,
      glucose: null,
      temperature: null,
      heartRate: null,
      respiratoryRate: null,
      oxygenSaturation: null,
      pain: null,
      weight: null,
      ...values,
    },
    diagnostics: '',
    physicalExam: { observations: '' },
    createdBy: 'u1',
    createdByName: 'Carmen Ruiz',
    createdAt: '',
    updatedBy: '',
    updatedByName: '',
    updatedAt: '',
    canDelete: true,
    outOfRange,
  } satisfies VitalSignsRecord
}

// As the API sends them: newest first, each with the measures the server found out of the resident's ranges.
const records = [
  record('c', '2026-11-20', '08:30', { temperature: 38.2, heartRate: 96 }, ['temperature']),
  record('b', '2026-11-19', '20:00', { temperature: 36.4 }),
  record('a', '2026-11-19', '08:00', { temperature: 35.2, systolicPressure: 130 }, ['temperature']),
  record('z', '2026-11-18', '', { heartRate: 70 }),
]

describe('readingTime', () => {
  it('places a record at its local date and time, or at the start of its day without a time', () => {
    expect(readingTime({ date: '2026-11-19', time: '08:00' })).toBe(new Date(2026, 10, 19, 8, 0).getTime())
    expect(readingTime({ date: '2026-11-18', time: '' })).toBe(new Date(2026, 10, 18).getTime())
    expect(readingTime({ date: '', time: '08:00' })).toBeNull()
  })
})

describe('trendSeries', () => {
  it('takes one measure oldest first, skips records where it was not taken and marks what the server found out of range', () => {
    expect(trendSeries(records, 'temperature')).toEqual([
      {
        id: 'a',
        at: new Date(2026, 10, 19, 8, 0).getTime(),
        date: '2026-11-19',
        time: '08:00',
        value: 35.2,
        outOfRange: true,
      },
      {
        id: 'b',
        at: new Date(2026, 10, 19, 20, 0).getTime(),
        date: '2026-11-19',
        time: '20:00',
        value: 36.4,
        outOfRange: false,
      },
      {
        id: 'c',
        at: new Date(2026, 10, 20, 8, 30).getTime(),
        date: '2026-11-20',
        time: '08:30',
        value: 38.2,
        outOfRange: true,
      },
    ])
    expect(trendSeries(records, 'glucose')).toEqual([])
    expect(trendSeries(records, 'heartRate').map((point) => point.id)).toEqual(['z', 'c'])
  })
})

describe('summarizeTrends', () => {
  it('gives each measure its latest reading and its counts', () => {
    const summary = summarizeTrends(records)
    expect(summary.temperature).toMatchObject({ readings: 3, outOfRange: 2, latest: { id: 'c', value: 38.2 } })
    expect(summary.heartRate).toMatchObject({ readings: 2, outOfRange: 0, latest: { id: 'c', value: 96 } })
    expect(summary.glucose).toEqual({ readings: 0, outOfRange: 0, latest: null })
  })
})

describe('the axes', () => {
  it('show the whole reference range and every reading, on round ticks', () => {
    const temperature = trendSeries(records, 'temperature')
    expect(valueAxis(temperature, { min: 35.5, max: 37.5 }, { min: 25, max: 45 })).toEqual({
      domain: [34, 39],
      ticks: [34, 35, 36, 37, 38, 39],
    })
    const pressure = [{ id: 'x', at: 0, date: '', time: '', value: 142, outOfRange: true }]
    const axis = valueAxis(pressure, { min: 90, max: 140 }, { min: 40, max: 300 })
    expect(axis.domain[0]).toBeLessThanOrEqual(90)
    expect(axis.domain[1]).toBeGreaterThan(142)
    expect(axis.ticks.length).toBeLessThanOrEqual(8)
    expect(axis.ticks.every((tick) => tick % 10 === 0)).toBe(true)
  })

  it('never stretch beyond what is possible: an old "368 °C" does not flatten the real readings', () => {
    const temperature = trendSeries(
      [...records, record('old', '2026-11-17', '09:00', { temperature: 368 }, ['temperature'])],
      'temperature',
    )
    expect(valueAxis(temperature, { min: 35.5, max: 37.5 }, { min: 25, max: 45 })).toEqual({
      domain: [34, 39],
      ticks: [34, 35, 36, 37, 38, 39],
    })
    // Without a range to shade, the readings alone set the axis; with no readings, the possible values.
    expect(valueAxis(temperature, undefined, { min: 25, max: 45 }).domain).toEqual([34, 39])
    expect(valueAxis([], undefined, { min: 0, max: 10 })).toEqual({ domain: [0, 10], ticks: [0, 2, 4, 6, 8, 10] })
  })

  it('run over whole days, with at most the given number of labels', () => {
    const temperature = trendSeries(records, 'temperature')
    expect(timeDomain(temperature)).toEqual([new Date(2026, 10, 19).getTime(), new Date(2026, 10, 21).getTime()])
    expect(dayTicks(temperature, 7)).toEqual([new Date(2026, 10, 19).getTime(), new Date(2026, 10, 20).getTime()])
    const month = Array.from({ length: 21 }, (_, day) => ({
      id: String(day),
      at: new Date(2026, 9, 31 + day, 8, 30).getTime(),
      date: '',
      time: '',
      value: 1,
      outOfRange: false,
    }))
    const ticks = dayTicks(month, 7)
    expect(ticks).toHaveLength(7)
    expect(ticks[0]).toBe(new Date(2026, 9, 31).getTime())
    expect(ticks[1]).toBe(new Date(2026, 10, 3).getTime())
    expect(dayTicks([], 7)).toEqual([])
  })
})
