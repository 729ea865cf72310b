import { z } from 'zod'
import type { Incident, IncidentInput } from '@/features/patients/records/incidents/schemas'
import { nowTime, recordDate, recordTime } from '@/features/patients/records/shared/form-schema'
import { es } from '@/i18n/es'
import { todayISO } from '@/lib/dates'

const v = es.records.incidents.validation
const tooLong = es.validation.tooLong
const LONG_TEXT = 2000
const SHIFT_TEXT = 60

const longText = z.string().trim().max(LONG_TEXT, tooLong(LONG_TEXT))

/** Each switch of the form and the response it reveals. */
export const INCIDENT_RESPONSES = [
  { flag: 'calledDoctor', response: 'doctorResponse' },
  { flag: 'calledRelative', response: 'relativeResponse' },
  { flag: 'otherAction', response: 'otherResponse' },
] as const

type Flag = (typeof INCIDENT_RESPONSES)[number]['flag']
type Response = (typeof INCIDENT_RESPONSES)[number]['response']

/**
 * A `.refine` pair: when `flag` is on, `response` is required. Checked together with the other fields'
 * errors (not only once they are fixed), and reported on the response field.
 */
function responseRequired(flag: Flag, response: Response, message: string) {
  const check = (data: Record<Flag, boolean> & Record<Response, string>) => !data[flag] || data[response] !== ''
  const params = {
    message,
    path: [response] as PropertyKey[],
    when: (payload: { value: unknown }) => {
      const value = payload.value as Partial<Record<string, unknown>> | undefined
      return typeof value?.[flag] === 'boolean' && typeof value?.[response] === 'string'
    },
  }
  return [check, params] as const
}

/**
 * SPEC 5 "Incident" with the server's messages: date, time, shift and situation are required, and each
 * switch that is on needs its response. A response whose switch is off is sent empty, as the server keeps it.
 */
export const incidentFormSchema = z
  .object({
    date: recordDate(),
    time: recordTime(),
    shift: z.string().trim().min(1, v.shiftRequired).max(SHIFT_TEXT, tooLong(SHIFT_TEXT)),
    situation: z.string().trim().min(1, v.situationRequired).max(LONG_TEXT, tooLong(LONG_TEXT)),
    isFall: z.boolean(),
    calledDoctor: z.boolean(),
    doctorResponse: longText,
    calledRelative: z.boolean(),
    relativeResponse: longText,
    otherAction: z.boolean(),
    otherResponse: longText,
    observations: longText,
  })
  .refine(...responseRequired('calledDoctor', 'doctorResponse', v.doctorResponseRequired))
  .refine(...responseRequired('calledRelative', 'relativeResponse', v.relativeResponseRequired))
  .refine(...responseRequired('otherAction', 'otherResponse', v.otherResponseRequired))
  .transform((data) => {
    const sent = { ...data }
    for (const { flag, response } of INCIDENT_RESPONSES) if (!sent[flag]) sent[response] = ''
    return sent
  }) satisfies z.ZodType<Omit<IncidentInput, 'residentId'>, unknown>

export type IncidentFormValues = z.input<typeof incidentFormSchema>

export type IncidentFormOutput = z.output<typeof incidentFormSchema>

export const INCIDENT_FORM_FIELDS = [
  'date',
  'time',
  'shift',
  'situation',
  'isFall',
  'calledDoctor',
  'doctorResponse',
  'calledRelative',
  'relativeResponse',
  'otherAction',
  'otherResponse',
  'observations',
] as const satisfies readonly (keyof IncidentFormValues)[]

/** The shift of a time of day: mañana 7–15 h, tarde 15–23 h, noche otherwise (the home's usual turns). */
export function shiftAt(now: Date): string {
  const [morning, afternoon, night] = es.records.incidents.shifts
  const hour = now.getHours()
  if (hour >= 7 && hour < 15) return morning
  if (hour >= 15 && hour < 23) return afternoon
  return night
}

/** The form's starting values: the incident being edited, or now (date, time and shift) for a new one. */
export function toIncidentFormValues(incident: Incident | null, now: Date = new Date()): IncidentFormValues {
  if (incident) {
    const { date, time, shift, situation, isFall, observations } = incident
    const { calledDoctor, doctorResponse, calledRelative, relativeResponse, otherAction, otherResponse } = incident
    return {
      date,
      time,
      shift,
      situation,
      isFall,
      calledDoctor,
      doctorResponse,
      calledRelative,
      relativeResponse,
      otherAction,
      otherResponse,
      observations,
    }
  }
  return {
    date: todayISO(now),
    time: nowTime(now),
    shift: shiftAt(now),
    situation: '',
    isFall: false,
    calledDoctor: false,
    doctorResponse: '',
    calledRelative: false,
    relativeResponse: '',
    otherAction: false,
    otherResponse: '',
    observations: '',
  }
}
