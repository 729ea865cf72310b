import { z } from 'zod'
import {
  ACTIVITY_LEVELS,
  ATTENTION_LEVELS,
  CODE_STATUSES,
  EVALUATION_METHODS,
  EXAMINER_RELATIONSHIPS,
  GENDERS,
  IDDSI_LEVELS,
  INTERVIEW_DISPOSITIONS,
  MARITAL_STATUSES,
  MEDICAL_EQUIPMENT,
  MOBILITY_AIDS,
  ORIENTATION,
  PHYSICAL_CONDITION,
  RESIDENT_RECEIPT,
} from '@/features/patients/schemas'
import { es } from '@/i18n/es'
import { isISODate, todayISO } from '@/lib/dates'
import { parseWhole } from '@/lib/numbers'
import { isEmail, MIN_PASSWORD_LENGTH, usernameRules } from '@/lib/validation'

/**
 * The admission/edit wizard's one schema, with the server's rules and messages (contract of
 * POST /patients/create-new-patient and PUT /patients/{id}). A missing field reads
 * "Campo requerido: <label>", the same line the wizard's banner shows.
 */

export type WizardMode = 'create' | 'edit'

const t = es.residentWizard
const f = t.fields
const v = t.validation
const tooLong = es.validation.tooLong

/** The server's length limits: names, places and labels; addresses; free texts. */
const SHORT = 120
const ADDRESS = 200
const LONG = 2000
/** The clinical essentials' texts: diet, isolation, where the directives are kept, the representative. */
const ESSENTIAL = 200
/** The resident's height in whole centimetres, as the server takes it (the weights' BMI, issue 28). */
const MIN_HEIGHT = 50
const MAX_HEIGHT = 250
/** The server's limit for any account's password. */
const PASSWORD = 256

const optionalText = (max: number) => z.string().trim().max(max, tooLong(max))
const requiredText = (label: string, max: number) => optionalText(max).min(1, v.required(label))

const date = (label: string) => z.string().trim().min(1, v.required(label)).refine(isISODate, v.dateInvalid)

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: v.invalidValue })

/** One of a list, or '' for nothing recorded. */
const optionalChoice = <T extends readonly string[]>(values: T, message: string) =>
  z.enum(['', ...values] as const, { error: message })

const flags = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.boolean()])) as Record<K, z.ZodBoolean>)

const familyMember = (n: number, required: boolean) =>
  z.object({
    name: required ? requiredText(f.familyName(n), SHORT) : optionalText(SHORT),
    relationship: optionalText(SHORT),
    contact: required ? requiredText(f.familyContact(n), SHORT) : optionalText(SHORT),
  })

const fieldsSchema = z.object({
  // Personal
  photo: z.string().nullable(),
  admissionDate: date(f.admissionDate),
  name: requiredText(f.name, SHORT),
  socialSecurity: requiredText(f.socialSecurity, SHORT),
  dateOfBirth: date(f.dateOfBirth),
  placeOfBirth: requiredText(f.placeOfBirth, SHORT),
  gender: choice(GENDERS),
  maritalStatus: choice(MARITAL_STATUSES),
  religion: optionalText(SHORT),
  room: requiredText(f.room, SHORT),
  heightCm: z.string().transform((text, ctx) => {
    if (text.trim() === '') return null
    const cm = parseWhole(text)
    if (cm !== null && cm >= MIN_HEIGHT && cm <= MAX_HEIGHT) return cm
    ctx.addIssue({ code: 'custom', message: v.height })
    return z.NEVER
  }),
  password: z.string(),
  confirmPassword: z.string(),
  // Contacto
  guardianName: requiredText(f.guardianName, SHORT),
  residentialAddress: requiredText(f.residentialAddress, ADDRESS),
  mailingAddress: optionalText(ADDRESS),
  phoneNumbers: requiredText(f.phoneNumbers, SHORT),
  contactEmail: optionalText(SHORT).refine((value) => value === '' || isEmail(value), es.validation.emailInvalid),
  username: usernameRules(z.string().trim()),
  additionalFamilyMembers: z.tuple([familyMember(1, true), familyMember(2, false)]),
  // Médico
  medicalPlan: requiredText(f.medicalPlan, SHORT),
  supplement: optionalText(SHORT),
  medicalEquipment: flags(MEDICAL_EQUIPMENT),
  otherEquipmentText: optionalText(LONG),
  allergies: requiredText(f.allergies, LONG),
  diagnosis: requiredText(f.diagnosis, LONG),
  codeStatus: optionalChoice(CODE_STATUSES, v.codeStatus).transform((status) => status || null),
  advanceDirectives: z.object({
    registered: z.boolean(),
    date: z.string().trim(),
    location: optionalText(ESSENTIAL),
    representative: optionalText(ESSENTIAL),
  }),
  diet: optionalText(ESSENTIAL),
  iddsiLevel: z.string().transform((text, ctx) => {
    if (text === '') return null
    const level = IDDSI_LEVELS.find((known) => String(known) === text)
    if (level !== undefined) return level
    ctx.addIssue({ code: 'custom', message: v.iddsiLevel })
    return z.NEVER
  }),
  mobilityAid: optionalChoice(MOBILITY_AIDS, v.mobilityAid),
  isolation: optionalText(ESSENTIAL),
  // Evaluación
  evaluationMethod: flags(EVALUATION_METHODS),
  otherMethodsText: optionalText(LONG),
  examinerRelationship: choice(EXAMINER_RELATIONSHIPS),
  interviewDisposition: choice(INTERVIEW_DISPOSITIONS),
  attention: choice(ATTENTION_LEVELS),
  activityLevel: choice(ACTIVITY_LEVELS),
  orientation: flags(ORIENTATION),
  // Revisión
  residentReceipt: flags(RESIDENT_RECEIPT),
  accompaniedBy: optionalText(SHORT),
  otherReceiptText: optionalText(LONG),
  physicalCondition: flags(PHYSICAL_CONDITION),
  otherConditionText: optionalText(LONG),
  comments: optionalText(LONG),
  receivingEmployee: requiredText(f.receivingEmployee, SHORT),
})

type Fields = z.output<typeof fieldsSchema>

/** Text fields required only while a flag is ticked. */
const conditionalTexts: { field: keyof Fields; label: string; when: (values: Fields) => boolean }[] = [
  { field: 'otherEquipmentText', label: f.otherEquipmentText, when: (x) => x.medicalEquipment.others },
  { field: 'otherMethodsText', label: f.otherMethodsText, when: (x) => x.evaluationMethod.otherMethods },
  { field: 'accompaniedBy', label: f.accompaniedBy, when: (x) => x.residentReceipt.accompanied },
  { field: 'otherReceiptText', label: f.otherReceiptText, when: (x) => x.residentReceipt.others },
  { field: 'otherConditionText', label: f.otherConditionText, when: (x) => x.physicalCondition.others },
]

/** Checks across fields run with the others' errors too, so a tab reports all of its problems at once. */
const always = { when: () => true }

/** What the schema needs to know besides the values. */
export type SchemaContext = {
  /** residents.family-access: without it the family username and password are neither asked for nor checked. */
  familyAccess?: boolean
  /** The resident being edited already has a family account (then the username stays required). */
  hasFamilyAccount?: boolean
  /** That account's username: it passes as it is, even if older than the username rule. */
  familyUsername?: string
  /** Who occupies a room now, other than the resident being edited; null when it is free (GET /patients/rooms). */
  roomOccupant?: (room: string) => string | null
}

/**
 * The wizard's schema. Religion, supplement, postal address, the family's e-mail and the family account
 * are optional: the account is created when a username is given, and then its password and confirmation
 * are required (on edit, a resident with an account keeps the username; empty password and confirmation
 * keep the current password, and typing either means changing it). Without `familyAccess`
 * (residents.family-access) the family username and password are not asked for and not checked.
 * The birth date must be before today and not after the admission; the room must not be another
 * active resident's. The advance directives' date, checked only while they are registered, not after today.
 */
export function residentFormSchema(
  mode: WizardMode,
  today: string = todayISO(),
  { familyAccess = true, hasFamilyAccount = false, familyUsername = '', roomOccupant }: SchemaContext = {},
) {
  const fields = fieldsSchema.extend({
    username: familyAccess ? usernameRules(z.string().trim(), familyUsername) : z.string(),
  })
  return fields.superRefine((values, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })

    for (const { field, label, when } of conditionalTexts) {
      if (when(values) && String(values[field]).trim() === '') issue(field, v.required(label))
    }

    const { admissionDate, dateOfBirth } = values
    if (isISODate(dateOfBirth) && (dateOfBirth >= today || (isISODate(admissionDate) && admissionDate < dateOfBirth))) {
      issue('dateOfBirth', v.birthAfterAdmission)
    }

    const directives = values.advanceDirectives
    if (directives.registered && directives.date !== '') {
      if (!isISODate(directives.date)) issue('advanceDirectives.date', v.dateInvalid)
      else if (directives.date > today) issue('advanceDirectives.date', v.directivesAfterToday)
    }

    const occupant = roomOccupant?.(values.room)
    if (occupant) issue('room', v.roomTaken(occupant))

    if (!familyAccess) return
    const { username, password, confirmPassword } = values
    const keeping = mode === 'edit' && hasFamilyAccount
    const typedPassword = password !== '' || confirmPassword !== ''
    // An account to keep, or one to create because something of it was typed: it needs its username.
    if ((keeping || typedPassword) && username.trim() === '') issue('username', v.required(f.username))
    // A new account (a username given) needs its password; an existing one only when it is being changed.
    const settingPassword = typedPassword || (!keeping && username.trim() !== '')
    if (!settingPassword) return
    if (password.trim() === '') issue('password', v.required(f.password))
    else if ([...password].length < MIN_PASSWORD_LENGTH) issue('password', es.auth.validation.passwordMin)
    else if ([...password].length > PASSWORD) issue('password', tooLong(PASSWORD))
    if (confirmPassword.trim() === '') issue('confirmPassword', v.required(f.confirmPassword))
    else if (confirmPassword !== password) issue('confirmPassword', es.auth.validation.passwordsMustMatch)
  }, always)
}

/** What the form holds (typed text, ticked flags). */
export type ResidentFormValues = z.input<typeof fieldsSchema>

/** What a valid form gives (trimmed text). */
export type ResidentFormOutput = z.output<typeof fieldsSchema>
