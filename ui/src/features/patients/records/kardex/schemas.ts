import { z } from 'zod'
import { recordBaseSchema, recordText } from '@/features/patients/records/shared/schemas'

/**
 * One medication of a Kardex. Loose: the fields this form does not show (the entry's _id, its schedule of
 * DESIGN 9) are kept as the server sent them, so an edit gives them back unchanged.
 */
export const kardexEntrySchema = z.looseObject({
  /** The inventory medication's id; '' for the resident's own supply. */
  medication: recordText,
  /** Copied by the server from the inventory when saved, e.g. "Enalapril 10 mg"; typed for an own supply. */
  medicationName: recordText,
  /** The resident's own supply: a medication not in the inventory, named by medicationName (DESIGN 8). */
  ownSupply: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  dose: recordText,
  frequency: recordText,
  route: recordText,
  /** `YYYY-MM-DD`: since when. */
  date: recordText,
})

export type KardexEntry = z.infer<typeof kardexEntrySchema>

/** A dose given from a Kardex (POST /kardex/dose); doses cannot be edited or deleted. */
export const doseSchema = z.object({
  _id: z.string().min(1),
  kardexId: recordText,
  medication: recordText,
  medicationName: recordText,
  doseDate: recordText,
  doseTime: recordText,
  userId: recordText,
  userName: recordText,
  createdAt: recordText,
})

export type Dose = z.infer<typeof doseSchema>

/** A Kardex as the API sends it (GET /kardex?patientId=…), with its doses newest first. */
export const kardexSchema = recordBaseSchema.extend({
  patientId: recordText,
  entries: z.array(kardexEntrySchema).catch([]),
  responsibleName: recordText,
  doses: z.array(doseSchema).catch([]),
})

export type Kardex = z.infer<typeof kardexSchema>

/** One entry as create and update send it: an inventory medication, or the resident's own supply by name. */
export type KardexEntryInput = Record<string, unknown> & {
  ownSupply: boolean
  medication: string
  /** Only for an own supply; the server names inventory medications itself. */
  medicationName?: string
  dose: string
  frequency: string
  route: string
  date: string
}

/** What create and update send: the server fills the inventory's medication names and the signer. */
export type KardexInput = {
  patientId: string
  entries: KardexEntryInput[]
  /**
   * The doctor's reason to prescribe despite a registered allergy (contract 12: audited); for
   * cross-reactivity warnings alone, sent to confirm them, the reason may be empty.
   */
  allergyOverride?: { reason: string }
}

/** GET /kardex/allergy-check: what saving the medication would answer, or null when nothing. */
export const allergyCheckSchema = z.object({
  finding: z
    .object({
      allergy: recordText,
      group: recordText.optional(),
      member: recordText.optional(),
      /** A warning the doctor confirms, not a refusal. */
      crossReactivity: z.boolean().optional().default(false),
      message: recordText,
    })
    .nullable(),
})

export type AllergyFinding = NonNullable<z.infer<typeof allergyCheckSchema>['finding']>

export type DoseInput = {
  kardexId: string
  medication: string
  doseDate: string
  doseTime: string
  /** A «si precisa» dose's indication (the prescribed one when left out). */
  indication?: string
  /** Gives a «si precisa» dose within the hours after another (after the 409 that asked). */
  confirmRepeat?: boolean
}

/** A medication of the inventory as the Kardex offers it (GET /medications/all). */
export const medicationOptionSchema = z.object({
  _id: z.string().min(1),
  name: recordText,
  concentration: recordText,
})

export type MedicationOption = z.infer<typeof medicationOptionSchema>

export const medicationOptionsSchema = z.object({ medications: z.array(medicationOptionSchema) })
