import type { FieldValues, Path } from 'react-hook-form'

/** One field of a staff form: which value, how it is typed, and the texts around it. */
export type FieldSpec<T extends FieldValues> = {
  name: Path<T>
  label: string
  /** 'position' is the Cargo select (Médico / Enfermera / Administrativo). */
  kind?: 'text' | 'email' | 'tel' | 'password' | 'position'
  /** Says "(opcional)" beside the label. */
  optional?: boolean
  placeholder?: string
  hint?: string
  /** Takes both columns on wider screens. */
  wide?: boolean
}
