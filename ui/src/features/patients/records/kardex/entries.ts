import type { Kardex, MedicationOption } from '@/features/patients/records/kardex/schemas'

/** SPEC 4: an entry can be removed only when more than one exists. */
export function canRemoveEntry(entryCount: number): boolean {
  return entryCount > 1
}

/** A medication as the Kardex's selects offer it. */
export type MedicationChoice = { id: string; name: string }

/**
 * SPEC 2: the dose dialog offers the distinct medications of the Kardex, in the Kardex's order (a
 * medication prescribed twice, e.g. morning and night, is offered once). Only the inventory's: the
 * resident's own supply takes no dose through this dialog (contract 11).
 */
export function distinctMedications(kardex: Pick<Kardex, 'entries'>): MedicationChoice[] {
  const seen = new Map<string, MedicationChoice>()
  for (const entry of kardex.entries) {
    if (entry.medication && !entry.ownSupply && !seen.has(entry.medication)) {
      seen.set(entry.medication, { id: entry.medication, name: entry.medicationName || entry.medication })
    }
  }
  return [...seen.values()]
}

/**
 * The Kardex form's choices: the inventory ("Enalapril 10 mg"), and a saved entry's medication that has
 * since left the inventory, under its saved name, so an edited Kardex never shows a blank medication.
 */
export function medicationChoices(
  inventory: readonly MedicationOption[],
  saved: Pick<Kardex, 'entries'> | null,
): MedicationChoice[] {
  const choices = inventory.map((medication) => ({
    id: medication._id,
    name: `${medication.name} ${medication.concentration}`.trim(),
  }))
  const known = new Set(choices.map((choice) => choice.id))
  for (const choice of saved ? distinctMedications(saved) : []) {
    if (!known.has(choice.id)) choices.push(choice)
  }
  return choices
}

/**
 * The prescribed indication when a dose of this medication from the Kardex is «si precisa» (its first entry
 * naming it is PRN, as SPEC's dose call picks it), else null.
 */
export function prnIndicationOf(kardex: Pick<Kardex, 'entries'>, medicationId: string): string | null {
  const entry = kardex.entries.find((candidate) => candidate.medication === medicationId && !candidate.ownSupply)
  if (!entry || entry.prn !== true) return null
  return typeof entry.prnIndication === 'string' ? entry.prnIndication : ''
}
