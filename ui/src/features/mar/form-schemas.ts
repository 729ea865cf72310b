import { z } from 'zod'
import { HOLD_REASONS } from '@/features/mar/schemas'
import { es } from '@/i18n/es'

const v = es.medicationRound.validation
const tooLong = es.validation.tooLong

/** Retener: one of DESIGN 9's reasons; "other" needs a note (the server's messages). */
export const holdFormSchema = z
  .object({
    reason: z.union([z.enum(HOLD_REASONS), z.literal('')]),
    note: z.string().trim().max(2000, tooLong(2000)),
  })
  .superRefine((values, ctx) => {
    if (values.reason === '') ctx.addIssue({ code: 'custom', message: v.reasonRequired, path: ['reason'] })
    if (values.reason === 'other' && values.note === '') {
      ctx.addIssue({ code: 'custom', message: v.noteRequired, path: ['note'] })
    }
  })

export type HoldFormValues = z.input<typeof holdFormSchema>
export const HOLD_FORM_FIELDS = ['reason', 'note'] as const

/** A PRN dose: the indication is required (it goes as `reason`). */
export const prnFormSchema = z.object({
  reason: z.string().trim().min(1, v.indicationRequired).max(120, tooLong(120)),
  note: z.string().trim().max(2000, tooLong(2000)),
  /** Only to show the server's message on the medication (its daily maximum). */
  entryId: z.string(),
})

export type PrnFormValues = z.input<typeof prnFormSchema>
export const PRN_FORM_FIELDS = ['reason', 'note', 'entryId'] as const

/** Correcting a dose: why it is voided (the server asks for it after the toast's undo). */
export const voidFormSchema = z.object({
  reason: z.string().trim().min(1, v.voidReasonRequired).max(500, tooLong(500)),
})

export type VoidFormValues = z.input<typeof voidFormSchema>
export const VOID_FORM_FIELDS = ['reason'] as const
