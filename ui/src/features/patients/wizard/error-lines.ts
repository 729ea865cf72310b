import { ALL_FIELDS } from '@/features/patients/wizard/tabs'

/**
 * The wizard's banner: one line per failing field, in screen order. A missing field's message already
 * reads "Campo requerido: <label>"; a malformed one gives its own message ("Correo inválido.").
 */
export function errorLines(names: readonly string[], messageOf: (name: string) => string | undefined): string[] {
  return names.flatMap((name) => messageOf(name) ?? [])
}

/** The banner for a server refusal: its field messages, the wizard's fields first and in order. */
export function serverErrorLines(fields: Record<string, string>): string[] {
  const keys = Object.keys(fields)
  const known = ALL_FIELDS.flatMap((field) => keys.filter((key) => key === field || key.startsWith(`${field}.`)))
  const rest = keys.filter((key) => !known.includes(key))
  return errorLines([...known, ...rest], (key) => fields[key])
}
