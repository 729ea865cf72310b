import { z } from 'zod'
import { es } from '@/i18n/es'
import { toDate, toISODate } from '@/lib/dates'

const v = es.records.common.validation
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/

function isCalendarDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = toDate(value)
  return date !== null && toISODate(date) === value
}

/** A required `YYYY-MM-DD` date of a record form; `required` is SPEC 5's message ("La fecha es requerida."). */
export function recordDate(required: string = v.dateRequired) {
  return z
    .string()
    .trim()
    .min(1, required)
    .refine((value) => value === '' || isCalendarDate(value), v.dateInvalid)
}

/** A required `HH:MM` time of a record form ("La hora es requerida."). */
export function recordTime(required: string = v.timeRequired) {
  return z
    .string()
    .trim()
    .min(1, required)
    .refine((value) => value === '' || CLOCK.test(value), v.timeInvalid)
}

/** An optional `HH:MM` time ('' for none), for kinds whose time the server does not require (vital signs). */
export function recordOptionalTime() {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || CLOCK.test(value), v.timeInvalid)
}

/** The local time now as `HH:MM`, the default time of a new record. */
export function nowTime(now: Date = new Date()): string {
  return `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`
}
