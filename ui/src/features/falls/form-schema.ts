import { z } from 'zod'
import { EXTRINSIC_FACTORS, INJURIES, INTRINSIC_FACTORS, PLACES, type Injury } from '@/features/falls/factors'
import type { Fall } from '@/features/falls/schemas'
import { es } from '@/i18n/es'
import { isISODate, toISODate } from '@/lib/dates'

const t = es.falls
const v = es.falls.validation
const tooLong = es.validation.tooLong

/** The place a fall's incident could not name: the form asks for it again. */
export const UNKNOWN_PLACE = 'Sin indicar'
/** «Otro lugar»: the place is typed. */
export const OTHER_PLACE = 'otro'

/** A clock time HH:MM. */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/

/** A fall may be dated this far ahead of the device's clock, as the server allows. */
const CLOCK_SLACK_MINUTES = 5

/** The home's wall-clock time of a Date, `YYYY-MM-DDTHH:MM` (the device is the home's tablet). */
export function localDateTime(date: Date): string {
  const hh = String(date.getHours()).padStart(2, '0')
  const mm = String(date.getMinutes()).padStart(2, '0')
  return `${toISODate(date)}T${hh}:${mm}`
}

const yesNo = z.union([z.literal('yes'), z.literal('no'), z.literal('')])
const optionalText = (max: number) => z.string().trim().max(max, tooLong(max))

/**
 * «Registrar caída» (POST /falls, and PUT /falls/{id} to complete one): when, where, the yes/no answers, the
 * checklists, the injury (described when leve or grave), the restraint, the doctor and the family (who and
 * when, not before the fall). `now` is the device's wall-clock time, `YYYY-MM-DDTHH:MM`: a fall is not dated
 * after it. The output is the body the server takes, without the resident.
 */
export function fallFormSchema(now: string = localDateTime(new Date())) {
  const latest = (() => {
    const [day, clock] = now.split('T')
    const date = new Date(`${day}T${clock}:00`)
    date.setMinutes(date.getMinutes() + CLOCK_SLACK_MINUTES)
    return Number.isNaN(date.getTime()) ? now : localDateTime(date)
  })()
  return z
    .object({
      date: z.string().trim(),
      time: z.string().trim(),
      place: z.union([z.enum(PLACES), z.literal(OTHER_PLACE), z.literal('')]),
      placeOther: optionalText(120),
      activity: optionalText(2000),
      witnessed: yesNo,
      foundOnFloor: yesNo,
      intrinsic: z.array(z.enum(INTRINSIC_FACTORS)),
      extrinsic: z.array(z.enum(EXTRINSIC_FACTORS)),
      injury: z.union([z.enum(INJURIES), z.literal('')]),
      injuryDetail: optionalText(2000),
      restraintInUse: yesNo,
      actions: optionalText(2000),
      doctorInformed: yesNo,
      familyInformed: z.boolean(),
      familyName: optionalText(120),
      familyDate: z.string().trim(),
      familyTime: z.string().trim(),
    })
    .superRefine((values, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] })
      if (values.date === '') issue('date', v.date)
      else if (!isISODate(values.date)) issue('date', v.dateInvalid)
      if (values.time === '') issue('time', v.time)
      else if (!CLOCK.test(values.time)) issue('time', v.dateInvalid)
      const at = `${values.date}T${values.time}`
      const atValid = isISODate(values.date) && CLOCK.test(values.time)
      if (atValid && at > latest) issue('time', v.future)
      if (values.place === '') issue('place', v.place)
      if (values.place === OTHER_PLACE && values.placeOther === '') issue('placeOther', v.place)
      if (values.witnessed === '') issue('witnessed', v.witnessed)
      if (values.foundOnFloor === '') issue('foundOnFloor', v.foundOnFloor)
      if (values.injury === '') issue('injury', v.injury)
      if ((values.injury === 'leve' || values.injury === 'grave') && values.injuryDetail === '') {
        issue('injuryDetail', v.injuryDetail)
      }
      if (values.restraintInUse === '') issue('restraintInUse', v.restraintInUse)
      if (values.doctorInformed === '') issue('doctorInformed', v.doctorInformed)
      if (!values.familyInformed) return
      if (values.familyName === '') issue('familyName', v.familyName)
      if (values.familyDate === '' || values.familyTime === '') {
        issue(values.familyDate === '' ? 'familyDate' : 'familyTime', v.familyAt)
        return
      }
      if (!isISODate(values.familyDate) || !CLOCK.test(values.familyTime)) {
        issue('familyTime', v.familyInvalid)
        return
      }
      const told = `${values.familyDate}T${values.familyTime}`
      if (told > latest) issue('familyTime', v.familyFuture)
      else if (atValid && told < at) issue('familyTime', v.familyBeforeFall)
    })
    .transform((values): FallBody => {
      const injury = values.injury as Injury
      return {
        at: `${values.date}T${values.time}`,
        place: values.place === OTHER_PLACE ? values.placeOther : t.places[values.place],
        activity: values.activity,
        witnessed: values.witnessed === 'yes',
        foundOnFloor: values.foundOnFloor === 'yes',
        intrinsic: INTRINSIC_FACTORS.filter((key) => values.intrinsic.includes(key)),
        extrinsic: EXTRINSIC_FACTORS.filter((key) => values.extrinsic.includes(key)),
        injury,
        injuryDetail: injury === 'ninguna' ? '' : values.injuryDetail,
        restraintInUse: values.restraintInUse === 'yes',
        actions: values.actions,
        doctorInformed: values.doctorInformed === 'yes',
        familyInformed: values.familyInformed
          ? { name: values.familyName, at: `${values.familyDate}T${values.familyTime}` }
          : null,
      }
    })
}
export type FallFormValues = z.input<ReturnType<typeof fallFormSchema>>

/** The body of POST /falls (with the resident) and PUT /falls/{id}: DESIGN 15's, times on the home's clock. */
export type FallBody = {
  residentId?: string
  at: string
  place: string
  activity: string
  witnessed: boolean
  foundOnFloor: boolean
  intrinsic: string[]
  extrinsic: string[]
  injury: Injury
  injuryDetail: string
  restraintInUse: boolean
  actions: string
  doctorInformed: boolean
  familyInformed: { name: string; at: string } | null
  incidentId?: string | null
}

/** The form's fields that show the server's messages (its 422 names them so). */
export const FALL_FORM_FIELDS = [
  'place',
  'activity',
  'witnessed',
  'foundOnFloor',
  'intrinsic',
  'extrinsic',
  'injury',
  'injuryDetail',
  'restraintInUse',
  'actions',
  'doctorInformed',
] as const

const yes = (value: boolean) => (value ? 'yes' : 'no')

/** The place a fall names, as the form's choice: one of PLACES by its label, else «Otro lugar» with the text. */
function placeOf(place: string): Pick<FallFormValues, 'place' | 'placeOther'> {
  const text = place.trim()
  if (text === '' || text === UNKNOWN_PLACE) return { place: '', placeOther: '' }
  const key = PLACES.find((p) => t.places[p].toLocaleLowerCase('es') === text.toLocaleLowerCase('es'))
  return key ? { place: key, placeOther: '' } : { place: OTHER_PLACE, placeOther: text }
}

/**
 * The form's values: a new fall now (the restraint's answer from the resident's restraints in use), or the fall
 * being completed, its times on the device's clock.
 */
export function toFallFormValues(
  fall: Fall | null,
  defaults: { now?: Date; restraintInUse?: boolean | null } = {},
): FallFormValues {
  if (!fall) {
    const [date, time] = localDateTime(defaults.now ?? new Date()).split('T')
    return {
      date,
      time,
      place: '',
      placeOther: '',
      activity: '',
      witnessed: '',
      foundOnFloor: '',
      intrinsic: [],
      extrinsic: [],
      injury: '',
      injuryDetail: '',
      restraintInUse: defaults.restraintInUse == null ? '' : yes(defaults.restraintInUse),
      actions: '',
      doctorInformed: '',
      familyInformed: false,
      familyName: '',
      familyDate: date,
      familyTime: time,
    }
  }
  const [date, time] = localDateTime(new Date(fall.at)).split('T')
  const told = fall.familyInformed ? localDateTime(new Date(fall.familyInformed.at)).split('T') : [date, time]
  return {
    date,
    time,
    ...placeOf(fall.place),
    activity: fall.activity,
    witnessed: yes(fall.witnessed),
    foundOnFloor: yes(fall.foundOnFloor),
    intrinsic: fall.intrinsic.filter((key): key is (typeof INTRINSIC_FACTORS)[number] =>
      (INTRINSIC_FACTORS as readonly string[]).includes(key),
    ),
    extrinsic: fall.extrinsic.filter((key): key is (typeof EXTRINSIC_FACTORS)[number] =>
      (EXTRINSIC_FACTORS as readonly string[]).includes(key),
    ),
    injury: fall.injury,
    injuryDetail: fall.injuryDetail,
    restraintInUse: yes(fall.restraintInUse),
    actions: fall.actions,
    doctorInformed: yes(fall.doctorInformed),
    familyInformed: fall.familyInformed !== null && fall.familyInformed !== undefined,
    familyName: fall.familyInformed?.name ?? '',
    familyDate: told[0],
    familyTime: told[1],
  }
}

/** «Anular»: why a fall entered by mistake leaves the register (the server keeps up to 500 characters). */
export const voidFormSchema = z.object({
  reason: z.string().trim().min(1, v.reason).max(500, tooLong(500)),
})
export type VoidFormValues = z.input<typeof voidFormSchema>
