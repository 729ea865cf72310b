import type { QueryKey } from '@tanstack/react-query'
import type { FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import type { FieldSpec } from '@/features/staff/components/form/field-spec'
import type { Person, PersonColumn } from '@/features/staff/components/people-list'
import type { es } from '@/i18n/es'

/** A card's texts: es.staff.personnel or es.staff.socialWorkers. */
export type TeamTexts = typeof es.staff.personnel | typeof es.staff.socialWorkers

/** A person's form in a staff dialog: its schema, first values, fields, and the call that saves it. */
export type PersonFormSpec<P> = {
  schema: z.ZodType<unknown, FieldValues>
  defaultValues: FieldValues
  fields: readonly FieldSpec<FieldValues>[]
  save: (values: unknown) => Promise<P>
}

/** Checks a form's parts against each other, then forgets their types so both kinds fit one dialog. */
export function personForm<P, V extends FieldValues, O>(spec: {
  schema: z.ZodType<O, V>
  defaultValues: V
  fields: readonly FieldSpec<V>[]
  save: (values: O) => Promise<P>
}): PersonFormSpec<P> {
  return spec as unknown as PersonFormSpec<P>
}

/**
 * One of /admin's teams (Personal or Social): its texts, list, columns, and its writes as hooks (they are
 * mutations): deleting someone, and the create and edit forms.
 */
export type TeamKind<P extends Person> = {
  texts: TeamTexts
  /** The list's query. */
  queryKey: QueryKey
  fetch: () => Promise<P[]>
  columns: PersonColumn<P>[]
  useRemove: () => (id: string) => Promise<unknown>
  useForms: () => { create: PersonFormSpec<P>; edit: (person: P) => PersonFormSpec<P> }
}
