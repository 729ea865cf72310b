import { z } from 'zod'
import { recordBaseSchema, recordText } from '@/features/patients/records/shared/schemas'

/** SPEC 5: the routes of administration a Kardex entry may name (the server's values). */
export const KARDEX_ROUTES = ['Oral', 'Intravenosa', 'Intramuscular', 'Subcutánea'] as const

export type KardexRoute = (typeof KARDEX_ROUTES)[number]

export const kardexEntrySchema = z.object({
  /** The inventory medication's id. */
  medication: recordText,
  /** Copied by the server from the inventory when saved, e.g. "Enalapril 10 mg". */
  medicationName: recordText,
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

/** What create and update send: the server fills the medication names and the signer. */
export type KardexInput = {
  patientId: string
  entries: Omit<KardexEntry, 'medicationName'>[]
}

export type DoseInput = { kardexId: string; medication: string; doseDate: string; doseTime: string }

/** A medication of the inventory as the Kardex offers it (GET /medications/all). */
export const medicationOptionSchema = z.object({
  _id: z.string().min(1),
  name: recordText,
  concentration: recordText,
})

export type MedicationOption = z.infer<typeof medicationOptionSchema>

export const medicationOptionsSchema = z.object({ medications: z.array(medicationOptionSchema) })
