import { z } from 'zod'
import { planAreas } from '@/features/care-plans/form/values'
import type { CarePlan } from '@/features/care-plans/schemas'
import { es } from '@/i18n/es'
import { isISODate, todayISO } from '@/lib/dates'

const v = es.carePlans.validation
const tooLong = es.validation.tooLong

/** The server's limit for the signature's picture (413 above it), and the types it takes. */
export const MAX_SIGNATURE_BYTES = 5 * 1024 * 1024
export const SIGNATURE_TYPES = ['image/jpeg', 'image/png'] as const

/** Why a chosen photo of the signed paper cannot be sent, or null when it can. */
export function paperFileError(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(SIGNATURE_TYPES as readonly string[]).includes(file.type)) return v.signatureType
  if (file.size > MAX_SIGNATURE_BYTES) return v.signatureSize
  return null
}

const required = (message: string) => z.string().trim().min(1, message).max(120, tooLong(120))

/**
 * «Aprobar y firmar» (POST /care-plans/{id}/approve): who agreed the plan, their relationship with the resident,
 * the day (not after `today`), and how it was signed, with the signature's picture.
 */
export function agreementFormSchema(today: string = todayISO()) {
  return z
    .object({
      name: required(v.agreementName),
      relationship: required(v.agreementRelationship),
      date: z
        .string()
        .trim()
        .min(1, v.agreementDate)
        .refine((value) => value === '' || isISODate(value), v.dateInvalid)
        .refine((value) => !isISODate(value) || value <= today, v.agreementFuture),
      method: z.union([z.enum(['tableta', 'papel']), z.literal('')]),
      signature: z.string().min(1, v.signature),
    })
    .superRefine((values, ctx) => {
      if (values.method === '') ctx.addIssue({ code: 'custom', message: v.method, path: ['method'] })
    })
}
export type AgreementFormValues = z.input<ReturnType<typeof agreementFormSchema>>
export type AgreementFormOutput = z.output<ReturnType<typeof agreementFormSchema>>

export const AGREEMENT_FIELDS = ['name', 'relationship', 'date', 'method', 'signature'] as const

/** The server names the agreement's fields `agreement.name`…; the dialog, `name`. */
export const agreementFieldOf = (path: string) => path.replace(/^agreement\./, '')

/**
 * What a draft lacks to be agreed, as the server says it: a reference professional and at least one need. Saved
 * changes only: the draft as the server has it is what gets approved.
 */
export function approvalProblems(draft: CarePlan): string[] {
  const problems: string[] = []
  if (draft.referenceProfessional.trim() === '') problems.push(v.referenceProfessional)
  if (planAreas(draft).every((area) => area.needs.length === 0)) problems.push(v.noNeeds)
  return problems
}
