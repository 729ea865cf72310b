import { z } from 'zod'
import {
  POSITIONS,
  type NewStaffInput,
  type SocialWorker,
  type StaffMember,
  type StaffUpdateInput,
} from '@/features/staff/schemas'
import { es } from '@/i18n/es'
import { isEmail, MIN_PASSWORD_LENGTH, mustMatch, usernameRules } from '@/lib/validation'

/**
 * The four staff forms (SPEC 5 "Create staff", "Edit staff", "Social worker") with the server's rules and
 * messages: text is trimmed, e-mail is optional, and passwords are asked only when an account is created.
 */

const v = es.staff.validation
const tooLong = es.validation.tooLong

const required = (message: string, max: number) => z.string().trim().min(1, message).max(max, tooLong(max))

const name = required(v.nameRequired, 120)
const position = z.string().pipe(z.enum(POSITIONS, { error: v.positionRequired }))
const specialty = z.string().trim().max(120, tooLong(120))
const email = z
  .string()
  .trim()
  .refine((value) => value === '' || isEmail(value), es.validation.emailInvalid)
/** current: the account's username when editing (it passes as it is), '' when creating. */
const username = (current = '') => usernameRules(z.string().trim().min(1, v.usernameRequired), current)
const phone = required(v.phoneRequired, 40)
const area = required(v.areaRequired, 120)
const licenseNumber = required(v.licenseNumberRequired, 60)

const passwords = {
  password: z
    .string()
    .refine((value) => value.trim() !== '', { message: v.passwordRequired, abort: true })
    .refine((value) => [...value].length >= MIN_PASSWORD_LENGTH, v.passwordMin)
    .refine((value) => [...value].length <= 256, tooLong(256)),
  confirmPassword: z.string().refine((value) => value.trim() !== '', v.confirmPasswordRequired),
}

const passwordsMatch = mustMatch('password', 'confirmPassword', v.passwordsMustMatch, { ignoreEmptyConfirm: true })

export const newStaffSchema = z
  .object({ name, role: position, specialty, email, username: username(), phone, ...passwords })
  .refine(...passwordsMatch)

/** Editing someone whose username is `current`. */
export const editStaffSchema = (current: string) =>
  z.object({ name, position, specialty, email, username: username(current), phone })

export const newSocialWorkerSchema = z
  .object({ name, area, email, username: username(), phone, licenseNumber, ...passwords })
  .refine(...passwordsMatch)

/** Editing a social worker whose username is `current`. */
export const editSocialWorkerSchema = (current: string) =>
  z.object({ name, area, email, username: username(current), phone, licenseNumber })

export type NewStaffValues = z.input<typeof newStaffSchema>
export type EditStaffValues = z.input<ReturnType<typeof editStaffSchema>>
export type NewSocialWorkerValues = z.input<typeof newSocialWorkerSchema>
export type EditSocialWorkerValues = z.input<ReturnType<typeof editSocialWorkerSchema>>

const noPasswords = { password: '', confirmPassword: '' }

export const emptyNewStaff: NewStaffValues = {
  name: '',
  role: '',
  specialty: '',
  email: '',
  username: '',
  phone: '',
  ...noPasswords,
}

export function toEditStaffValues(member: StaffMember): EditStaffValues {
  const { name, position, specialty, email, username, phone } = member
  return { name, position: position ?? '', specialty, email, username, phone }
}

export const emptyNewSocialWorker: NewSocialWorkerValues = {
  name: '',
  area: '',
  email: '',
  username: '',
  phone: '',
  licenseNumber: '',
  ...noPasswords,
}

export function toEditSocialWorkerValues(worker: SocialWorker): EditSocialWorkerValues {
  const { name, area, email, username, phone, licenseNumber } = worker
  return { name, area, email, username, phone, licenseNumber }
}

/** The create body as SPEC 7 lists it, with isEditing. */
export function toNewStaffInput(values: z.output<typeof newStaffSchema>): NewStaffInput {
  return { ...values, isEditing: false }
}

/** The edit body as SPEC 7 lists it, with the person's _id. */
export function toStaffUpdateInput(id: string, values: z.output<ReturnType<typeof editStaffSchema>>): StaffUpdateInput {
  return { _id: id, ...values }
}
