import { describe, expect, it } from 'vitest'
import { bowelDays, changePoints, fluidSeries, weightSeries } from '@/features/daily-registers/chart-data'
import { describeBowel, fluidShare, spokenWhen } from '@/features/daily-registers/format'
import { dueNow } from '@/features/daily-registers/components/repositioning-due-list'
import {
  bowelSchema,
  fluidDaySchema,
  repositioningDaySchema,
  repositioningDueSchema,
  savedWeightSchema,
} from '@/features/daily-registers/schemas'

const who = { residentId: 'r1', createdBy: 'u1', createdByName: 'Carmen Ruiz', createdAt: '2026-11-20T09:00:00Z', voided: null }

describe("the daily registers' answers (DESIGN 15)", () => {
  it('reads a day of repositioning with no schedule, and its suggestion', () => {
    const day = repositioningDaySchema.parse({
      residentId: 'r1',
      date: '2026-11-20',
      everyHours: 0,
      nextDueAt: null,
      overdue: false,
      scheduleUpdatedAt: null,
      scheduleUpdatedByName: '',
      lastChange: null,
      suggestion: { everyHours: 3, scale: 'norton', score: 10, band: 'Riesgo alto', date: '2026-11-18' },
      changes: [{ _id: 'c1', ...who, at: '2026-11-20T08:30:00Z', position: 'supino', skinOk: true, note: '' }],
    })
    expect(day.suggestion?.everyHours).toBe(3)
    expect(day.changes[0].voided).toBeNull()
  })

  it("reads fluids, a weight with the alert it opened, and a care record's pad change", () => {
    const fluids = fluidDaySchema.parse({
      residentId: 'r1',
      date: '2026-11-20',
      targetMl: 1600,
      targetSource: 'espen',
      totalMl: 0,
      intakes: null,
    })
    expect(fluids.intakes).toEqual([])
    const weight = savedWeightSchema.parse({ _id: 'w1', ...who, date: '2026-11-20', kg: 72.2, bmi: 28.2, lossAlert: true, alertId: 'a1' })
    expect(weight).toMatchObject({ lossAlert: true, alertId: 'a1', bmi: 28.2 })
    const pad = bowelSchema.parse({
      _id: 'b1',
      ...who,
      at: '2026-11-20T11:00:00Z',
      bristol: null,
      continent: true,
      padChange: true,
      note: '',
      careRecordId: 'care1',
    })
    expect(pad.careRecordId).toBe('care1')
    expect(describeBowel(pad)).toBe('Cambio de pañal')
    expect(describeBowel({ bristol: 6, continent: false, padChange: false })).toBe('Tipo 6 de Bristol · incontinente')
    expect(describeBowel({ bristol: null, continent: false, padChange: true })).toBe('Episodio de incontinencia · Cambio de pañal')
  })

  it("accumulates the day's drinks in the order drunk, on Madrid's clock", () => {
    const points = fluidSeries(
      [
        { at: '2026-11-20T12:00:00Z', ml: 150 }, // 13:00 in Madrid
        { at: '2026-11-20T07:30:00Z', ml: 200 }, // 08:30
      ],
      16 * 60,
    )
    expect(points).toEqual([
      { minute: 0, total: 0 },
      { minute: 510, total: 200 },
      { minute: 780, total: 350 },
      { minute: 960, total: 350 },
    ])
    expect(fluidShare(350, 1600)).toBe(21)
  })

  it("counts each day's stools and pad changes for the last two weeks", () => {
    const stool = (at: string, bristol: number | null, padChange = false) =>
      bowelSchema.parse({ _id: at, ...who, at, bristol, continent: true, padChange, note: '', careRecordId: null })
    const days = bowelDays(
      [stool('2026-11-20T08:00:00Z', 4), stool('2026-11-19T23:30:00Z', 2), stool('2026-11-19T10:00:00Z', null, true)],
      '2026-11-20',
    )
    expect(days).toHaveLength(14)
    expect(days[13]).toMatchObject({ day: '2026-11-20', stools: 2, bristols: [4, 2] }) // 23:30 UTC of the 19th is the 20th in Madrid
    expect(days[12]).toMatchObject({ day: '2026-11-19', stools: 0, padChanges: 1 })
    expect(days[0].day).toBe('2026-11-07')
  })

  it('orders the weights oldest first for the chart and places each change by hour and position', () => {
    const w = (id: string, date: string, kg: number) => ({ _id: id, ...who, date, kg, bmi: null, lossAlert: false })
    expect(weightSeries([w('b', '2026-11-20', 70), w('a', '2026-10-20', 71)]).map((p) => p.kg)).toEqual([71, 70])
    const change = { _id: 'c1', ...who, at: '2026-11-20T10:15:00Z', position: 'lateral-derecho', skinOk: false, note: '' }
    expect(changePoints([change])).toEqual([{ key: 'c1', minute: 675, row: 2, position: 'lateral-derecho', skinOk: false }])
  })

  it('says when, from today', () => {
    const now = new Date('2026-11-20T10:00:00Z')
    expect(spokenWhen('2026-11-20T08:30:00Z', now)).toBe('hoy a las 09:30')
    expect(spokenWhen('2026-11-19T21:00:00Z', now)).toBe('ayer a las 22:00')
    expect(spokenWhen('2026-11-17T08:00:00Z', now)).toBe('el 17/11 a las 09:00')
  })

  it('lists in the shift the changes due or late, and those due within half an hour', () => {
    const due = (residentId: string, state: string, nextDueAt: string) =>
      repositioningDueSchema.parse({
        residentId,
        residentName: residentId,
        room: '1',
        everyHours: 2,
        nextDueAt,
        lastAt: null,
        lastPosition: '',
        state,
        minutesLate: 0,
      })
    const now = new Date('2026-11-20T10:00:00Z')
    const listed = dueNow(
      [
        due('late', 'overdue', '2026-11-20T09:00:00Z'),
        due('soon', 'upcoming', '2026-11-20T10:30:00Z'),
        due('later', 'upcoming', '2026-11-20T10:31:00Z'),
      ],
      now,
    )
    expect(listed.map((d) => d.residentId)).toEqual(['late', 'soon'])
  })
})
