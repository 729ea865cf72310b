import { describe, expect, it } from 'vitest'
import {
  normalizeTime,
  scheduleText,
  toggleTime,
  toggleWeekday,
  weekdaysForForm,
  weekdaysForServer,
  type ScheduleParts,
} from '@/features/patients/records/kardex/schedule'

const base: ScheduleParts = { times: [], weekdays: [], endDate: '', prn: false, prnIndication: '', prnMaxPerDay: '' }

describe('scheduleText (the server scheduleText, as a preview)', () => {
  it.each([
    [{ times: ['20:00', '08:00'] }, '08:00 y 20:00'],
    [{ times: ['08:00', '14:00', '20:00'] }, '08:00, 14:00 y 20:00'],
    [{ times: ['09:00'], weekdays: [1, 3, 5] }, 'Lunes, miércoles y viernes a las 09:00'],
    [{ times: ['01:00'], weekdays: [7] }, 'Domingo a la 01:00'],
    [{ times: ['08:00'], endDate: '2026-12-31' }, '08:00 hasta el 31/12/2026'],
    [{ times: ['08:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] }, '08:00'],
    [{ prn: true, prnIndication: 'dolor', prnMaxPerDay: '3', times: ['08:00'] }, 'Si precisa: dolor (máx. 3 al día)'],
    [{}, 'Sin horario'],
  ] as [Partial<ScheduleParts>, string][])('%o -> %s', (parts, text) => {
    expect(scheduleText({ ...base, ...parts })).toBe(text)
  })
})

describe('quick choices', () => {
  it('adds a chip time in order and takes it out again', () => {
    expect(toggleTime(['20:00'], '08:00')).toEqual(['08:00', '20:00'])
    expect(toggleTime(['08:00', '20:00'], '08:00')).toEqual(['20:00'])
  })

  it('reads a typed time as HH:MM, and refuses what is no time of day', () => {
    expect(normalizeTime('8:30')).toBe('08:30')
    expect(normalizeTime('22')).toBe('22:00')
    expect(normalizeTime('21:05')).toBe('21:05')
    expect(normalizeTime('24:00')).toBeNull()
    expect(normalizeTime('7:60')).toBeNull()
    expect(normalizeTime('mañana')).toBeNull()
  })

  it('keeps weekdays Monday to Sunday; every day travels as [] and shows as all seven', () => {
    expect(toggleWeekday([5, 1], 3)).toEqual([1, 3, 5])
    expect(toggleWeekday([1, 3, 5], 3)).toEqual([1, 5])
    expect(weekdaysForForm([])).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(weekdaysForForm([6, 7])).toEqual([6, 7])
    expect(weekdaysForServer([1, 2, 3, 4, 5, 6, 7])).toEqual([])
    expect(weekdaysForServer([7, 1])).toEqual([1, 7])
  })
})
