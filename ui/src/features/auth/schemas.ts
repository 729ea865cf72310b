import { z } from 'zod'
import { es } from '@/i18n/es'
import { text } from '@/lib/schemas'
import { isEmail, MIN_PASSWORD_LENGTH, mustMatch, usernameRules } from '@/lib/validation'

/** The signed-in user as the server returns it (sign-in, sign-up, verify, update-profile). */
export const userSchema = z.object({
  _id: z.string().min(1),
  username: z.string(),
  name: text,
  email: text,
  phone: text,
  specialty: text,
  roles: z
    .array(z.object({ name: z.string() }))
    .nullish()
    .transform((roles) => roles ?? []),
  /** What the user may do (DESIGN 7): the UI decides what to show from this list alone, never from `roles`. */
  permissions: z
    .array(z.string())
    .nullish()
    .transform((permissions) => permissions ?? []),
})

export type User = z.infer<typeof userSchema>

export const signedInUserSchema = userSchema.extend({ token: z.string().min(1) })

export type SignedInUser = z.infer<typeof signedInUserSchema>

/** GET /auth/setup: whether the installation still has no account at all (first-run setup). */
export const setupStatusSchema = z.object({ needed: z.boolean() })

export type SetupStatus = z.infer<typeof setupStatusSchema>

export const changePasswordResponseSchema = z.object({
  message: text,
  token: z.string().min(1),
})

const v = es.auth.validation

export const loginSchema = z.object({
  identifier: z.string().trim().min(1, v.identifierRequired),
  password: z.string().min(1, v.passwordRequired).min(MIN_PASSWORD_LENGTH, v.passwordMin),
  rememberMe: z.boolean(),
})

export type LoginInput = z.infer<typeof loginSchema>

const p = es.profile.validation

export const changePasswordSchema = z
  .object({
    oldPassword: z.string().min(1, p.oldPasswordRequired),
    newPassword: z.string().min(1, p.newPasswordRequired).min(MIN_PASSWORD_LENGTH, p.newPasswordMin),
    confirmPassword: z.string().min(1, p.confirmPasswordRequired),
  })
  .refine(...mustMatch('newPassword', 'confirmPassword', p.passwordsMustMatch, { ignoreEmptyConfirm: true }))

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>

const tooLong = es.validation.tooLong

/** The first account of a new installation (POST /auth/signup), with the server's messages. */
export const signupSchema = z
  .object({
    name: z.string().trim().min(1, v.nameRequired).max(120, tooLong(120)),
    username: usernameRules(z.string().trim().min(1, v.usernameRequired)),
    email: z
      .string()
      .trim()
      .refine((value) => value === '' || isEmail(value), es.validation.emailInvalid),
    password: z
      .string()
      .refine((value) => value.trim() !== '', v.passwordRequired)
      .refine((value) => [...value].length >= MIN_PASSWORD_LENGTH, v.passwordMin)
      .refine((value) => [...value].length <= 256, tooLong(256)),
    confirmPassword: z.string(),
  })
  .refine(...mustMatch('password', 'confirmPassword', v.passwordsMustMatch))

export type SignupInput = z.infer<typeof signupSchema>
