import { z } from 'zod'
import { text } from '@/lib/schemas'

/** The API's shapes for personnel and social workers (GET /staff/all, GET /socialworker/all). */

/** The jobs the personnel screen offers (SPEC 6); social workers are a separate account type. */
export const POSITIONS = ['doctor', 'nurse', 'administrative'] as const

export type Position = (typeof POSITIONS)[number]

export const staffMemberSchema = z.object({
  _id: z.string().min(1),
  name: text,
  position: z.enum(POSITIONS).nullable().catch(null),
  /** Holds the administrative role, also when the position is clinical. */
  isAdmin: z.boolean().catch(false),
  specialty: text,
  email: text,
  username: text,
  phone: text,
})

export type StaffMember = z.infer<typeof staffMemberSchema>

export const socialWorkerSchema = z.object({
  _id: z.string().min(1),
  name: text,
  area: text,
  email: text,
  username: text,
  phone: text,
  licenseNumber: text,
})

export type SocialWorker = z.infer<typeof socialWorkerSchema>

export const staffListSchema = z.object({ data: z.array(staffMemberSchema) })

export const socialWorkerListSchema = z.object({
  data: z.array(socialWorkerSchema),
})

/** POST /users/{id}/reset-password: the temporary password, shown once. */
export const temporaryPasswordSchema = z.object({ password: z.string().min(1), message: text })

type Passwords = { password: string; confirmPassword: string }

/** POST /staff/create-new-staff: SPEC calls the job `role` here, and the body carries isEditing. */
export type NewStaffInput = Omit<StaffMember, '_id' | 'position' | 'isAdmin'> &
  Passwords & { role: Position; isEditing: false }

/** PUT /staff/{id}: the job is `position` here. */
export type StaffUpdateInput = Omit<StaffMember, 'position' | 'isAdmin'> & { position: Position }

/** POST /socialworker/create-new-socialworker. */
export type NewSocialWorkerInput = Omit<SocialWorker, '_id'> & Passwords

/** PUT /socialworker/{id}: no password fields. */
export type SocialWorkerUpdateInput = Omit<SocialWorker, '_id'>
