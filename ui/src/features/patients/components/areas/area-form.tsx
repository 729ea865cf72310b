import { useWatch } from 'react-hook-form'
import { ErrorBanner } from '@/components/error-banner'
import { FormFooter } from '@/components/form-footer'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useCreateArea, useUpdateArea } from '@/features/patients/api'
import {
  AREA_FORM_FIELDS,
  areaFormSchema,
  toAreaFormValues,
} from '@/features/patients/components/areas/area-form-schema'
import type { AreaInput } from '@/features/patients/schemas'
import { es } from '@/i18n/es'
import type { Area } from '@/lib/areas'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.areas

type AreaFormProps = {
  /** The area to edit, or null for a new one. */
  area: Area | null
  onSaved: (area: Area) => void
}

/** Name (required) and description of an area; creates it or saves the changes. */
export function AreaForm({ area, onSaved }: AreaFormProps) {
  const create = useCreateArea()
  const update = useUpdateArea()
  const { form, banner, submit } = useSchemaForm(areaFormSchema, toAreaFormValues(area), AREA_FORM_FIELDS)
  const name = useWatch({ control: form.control, name: 'name' })

  async function onSubmit(values: AreaInput) {
    const result = area
      ? await submit(
          () => update.mutateAsync({ id: area._id, input: values }),
          { title: t.updatedTitle, description: t.updatedText },
          { errorTitle: t.errors.update },
        )
      : await submit(
          () => create.mutateAsync(values),
          (saved) => ({ title: t.createdTitle, description: t.createdText(saved.name) }),
          { errorTitle: t.errors.create },
        )
    if (result) onSaved(result.saved)
  }

  const submitting = form.formState.isSubmitting
  const submitLabel = area ? (submitting ? t.updating : t.update) : submitting ? t.creating : t.create

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <ErrorBanner message={banner} />
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t.name}</FormLabel>
              <FormControl>
                <Input {...field} placeholder={t.namePlaceholder} autoComplete="off" required />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t.description}</FormLabel>
              <FormControl>
                <Textarea {...field} rows={3} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormFooter label={submitLabel} submitting={submitting} disabled={!name.trim()} />
      </form>
    </Form>
  )
}
