import { z } from 'zod'
import { text } from '@/lib/schemas'

/** The API's shapes for residents and areas (see GET /patients/{id}, GET /patients/all, GET /areas). */

const flags = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.boolean().catch(false)])) as Record<K, z.ZodCatch<z.ZodBoolean>>)

export const GENDERS = ['male', 'female'] as const
export const MARITAL_STATUSES = ['single', 'married', 'widowed', 'divorced'] as const
export const EXAMINER_RELATIONSHIPS = ['positive', 'negative', 'passive', 'aggressive', 'indifferent'] as const
export const INTERVIEW_DISPOSITIONS = ['interested', 'disinterested', 'anxious', 'cooperative'] as const
export const ATTENTION_LEVELS = ['adequate', 'short', 'distracted', 'attentionDifficulty'] as const
export const ACTIVITY_LEVELS = ['adequateActivity', 'hyperactive', 'hypoactive'] as const

export const MEDICAL_EQUIPMENT = ['wheelchair', 'walker', 'oxygen', 'others'] as const
export const EVALUATION_METHODS = ['observation', 'interview', 'fileStudy', 'familyInterview', 'otherMethods'] as const
export const ORIENTATION = ['place', 'time', 'person'] as const
export const RESIDENT_RECEIPT = ['wheelchair', 'walks', 'ambulance', 'accompanied', 'others'] as const
export const PHYSICAL_CONDITION = ['bruises', 'ulcers', 'injuries', 'cast', 'laceratedSkin', 'fungus', 'others'] as const

/** The clinical essentials' choices (issue 29, DESIGN 16), as the server names them. */
export const CODE_STATUSES = ['rcp', 'no-rcp', 'no-intubar', 'no-trasladar', 'confort'] as const
export const IDDSI_LEVELS = [0, 1, 2, 3, 4, 5, 6, 7] as const
export const MOBILITY_AIDS = ['ninguna', 'baston', 'muletas', 'andador', 'silla-ruedas', 'grua', 'encamado'] as const

export type CodeStatus = (typeof CODE_STATUSES)[number]
export type IddsiLevel = (typeof IDDSI_LEVELS)[number]
export type MobilityAid = (typeof MOBILITY_AIDS)[number]

export const familyMemberSchema = z.object({ name: text, relationship: text, contact: text })

export type FamilyMember = z.infer<typeof familyMemberSchema>

/** The resident's advance directives (instrucciones previas); `date` is `YYYY-MM-DD`, null while unknown. */
const advanceDirectivesSchema = z.object({
  registered: z.boolean().catch(false),
  date: z.string().nullish().transform((value) => value || null),
  location: text,
  representative: text,
})

/** A resident as listed: GET /patients/all and /patients/archived. */
export const patientSummarySchema = z.object({
  _id: z.string().min(1),
  name: text,
  age: z.number().int().nullable().catch(null),
  room: text,
  area: z.string().nullable().catch(null),
  areaName: text,
  photo: z.string().nullable().catch(null),
  photoThumb: z.string().nullable().catch(null),
  archived: z.boolean().catch(false),
  admissionDate: text,
  createdAt: text,
})

export type PatientSummary = z.infer<typeof patientSummarySchema>

export const patientPageSchema = z.object({
  data: z.array(patientSummarySchema),
  meta: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
})

export type PatientPage = z.infer<typeof patientPageSchema>

/** The complete resident: GET /patients/{id}, and the answer of create, update and archive. */
export const residentSchema = patientSummarySchema.extend({
  fullName: text,
  socialSecurity: text,
  dateOfBirth: text,
  placeOfBirth: text,
  gender: z.enum(GENDERS).catch('male'),
  maritalStatus: z.enum(MARITAL_STATUSES).catch('single'),
  religion: text,
  guardianName: text,
  residentialAddress: text,
  mailingAddress: text,
  phoneNumbers: text,
  contactEmail: text,
  username: text,
  additionalFamilyMembers: z.array(familyMemberSchema).catch([]),
  medicalPlan: text,
  supplement: text,
  medicalEquipment: flags(MEDICAL_EQUIPMENT),
  otherEquipmentText: text,
  allergies: text,
  diagnosis: text,
  evaluationMethod: flags(EVALUATION_METHODS),
  otherMethodsText: text,
  examinerRelationship: z.enum(EXAMINER_RELATIONSHIPS).catch('positive'),
  interviewDisposition: z.enum(INTERVIEW_DISPOSITIONS).catch('interested'),
  attention: z.enum(ATTENTION_LEVELS).catch('adequate'),
  activityLevel: z.enum(ACTIVITY_LEVELS).catch('adequateActivity'),
  orientation: flags(ORIENTATION),
  residentReceipt: flags(RESIDENT_RECEIPT),
  accompaniedBy: text,
  otherReceiptText: text,
  physicalCondition: flags(PHYSICAL_CONDITION),
  otherConditionText: text,
  comments: text,
  receivingEmployee: text,
  /** In whole centimetres, for the weights' BMI (issue 28); null while unknown. */
  heightCm: z.number().nullish().transform((value) => value ?? null),
  /** The clinical essentials (DESIGN 16): null or '' while not recorded. */
  codeStatus: z.enum(CODE_STATUSES).nullable().catch(null),
  advanceDirectives: advanceDirectivesSchema.catch(() => ({
    registered: false,
    date: null,
    location: '',
    representative: '',
  })),
  diet: text,
  iddsiLevel: z.literal(IDDSI_LEVELS).nullable().catch(null),
  mobilityAid: z.enum(MOBILITY_AIDS).or(z.literal('')).catch(''),
  isolation: text,
  updatedAt: text,
})

export type Resident = z.infer<typeof residentSchema>

/**
 * What create and update send. `photo` is a data URL for a new photo, null to remove it, or the current
 * URL to keep it. `password` / `confirmPassword` are the family account's: required on create, empty on
 * update to leave the password as it is.
 */
export type ResidentInput = Omit<
  Resident,
  '_id' | 'fullName' | 'age' | 'area' | 'areaName' | 'photoThumb' | 'archived' | 'createdAt' | 'updatedAt' | 'username'
> & {
  /** The family account's fields, sent only with residents.family-access (DESIGN 7). */
  username?: string
  password?: string
  confirmPassword?: string
  /** Sent on create; left out on update, where the server keeps the area "Configurar áreas" set. */
  area?: string | null
}

export type AreaInput = { name: string; description: string }
