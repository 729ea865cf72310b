import { z } from 'zod'
import { INJURIES } from '@/features/falls/factors'
import { text } from '@/lib/schemas'

const keys = z
  .array(z.string())
  .nullish()
  .transform((value) => value ?? [])

/**
 * A fall of the register (DESIGN 15): when (`at`, RFC 3339; `day`, the home's date), where, doing what, seen or
 * found on the floor, the checklists' keys, the injury, the restraint in use, the Kardex's psychotropic or new
 * medication as it read when it was saved, what was done and who was told. `incidentId` names the incident
 * marked as a fall that made it; `canVoid`, whether the user may void it.
 */
export const fallSchema = z.object({
  _id: z.string().min(1),
  residentId: text,
  residentName: text,
  at: text,
  day: text,
  place: text,
  activity: text,
  witnessed: z.boolean().catch(false),
  foundOnFloor: z.boolean().catch(false),
  intrinsic: keys,
  extrinsic: keys,
  injury: z.enum(INJURIES).catch('ninguna'),
  injuryDetail: text,
  restraintInUse: z.boolean().catch(false),
  psychotropics: text,
  actions: text,
  doctorInformed: z.boolean().catch(false),
  familyInformed: z.object({ name: text, at: text }).nullish().catch(null),
  incidentId: z.string().nullish().catch(null),
  createdBy: text,
  createdByName: text,
  createdAt: text,
  updatedByName: text,
  updatedAt: text,
  canVoid: z.boolean().catch(false),
})
export type Fall = z.infer<typeof fallSchema>

/** A Kardex entry the fall's form shows: psychotropic (ATC N05, N06) or started in the 14 days before the fall. */
export const fallMedicationSchema = z.object({
  name: text,
  dose: text,
  atcCode: text,
  startDate: text,
  psychotropic: z.boolean().catch(false),
  new: z.boolean().catch(false),
})
export type FallMedication = z.infer<typeof fallMedicationSchema>

/** GET /falls/context: what the form starts from at the time of the fall. */
export const fallContextSchema = z.object({
  restraintInUse: z.boolean().catch(false),
  restraints: z
    .array(z.object({ _id: text, type: text, device: text }))
    .nullish()
    .transform((value) => value ?? []),
  medications: z
    .array(fallMedicationSchema)
    .nullish()
    .transform((value) => value ?? []),
  psychotropics: text,
})
export type FallContext = z.infer<typeof fallContextSchema>
