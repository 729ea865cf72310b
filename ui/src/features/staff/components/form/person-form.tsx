import type { DefaultValues, FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import { ErrorBanner } from '@/components/error-banner'
import { FormFooter } from '@/components/form-footer'
import { Form } from '@/components/ui/form'
import type { FieldSpec } from '@/features/staff/components/form/field-spec'
import { PersonField } from '@/features/staff/components/form/person-field'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.staff.submit

type PersonFormProps<TValues extends FieldValues, TOutput> = {
  schema: z.ZodType<TOutput, TValues>
  defaultValues: TValues
  fields: readonly FieldSpec<TValues>[]
  /** Actualizar instead of Guardar. */
  editing: boolean
  /** Saves the checked values; a rejection is reported, with the server's field errors on the fields. */
  onSubmit: (values: TOutput) => Promise<void>
}

/**
 * A person's form inside a staff dialog: the fields in two columns on wider screens, the error banner
 * (SPEC 8, 5 s), and Cancelar / Guardar (Guardando…) or Actualizar (Actualizando…).
 */
export function PersonForm<TValues extends FieldValues, TOutput>({
  schema,
  defaultValues,
  fields,
  editing,
  onSubmit,
}: PersonFormProps<TValues, TOutput>) {
  const { form, banner, submit } = useSchemaForm(
    schema,
    defaultValues as DefaultValues<TValues>,
    fields.map(({ name }) => name),
  )

  async function save(values: TOutput) {
    await submit(() => onSubmit(values), null, { fallback: es.staff.saveError })
  }

  const submitting = form.formState.isSubmitting
  const submitLabel = editing ? (submitting ? t.updating : t.update) : submitting ? t.creating : t.create

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-5">
        <ErrorBanner message={banner} />
        <div className="grid gap-5 sm:grid-cols-2">
          {fields.map((spec) => (
            <PersonField key={spec.name} control={form.control} spec={spec} />
          ))}
        </div>
        <FormFooter label={submitLabel} submitting={submitting} />
      </form>
    </Form>
  )
}
