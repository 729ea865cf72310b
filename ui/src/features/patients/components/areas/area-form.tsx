import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { ErrorBanner } from '@/components/error-banner'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogFooter } from '@/components/ui/dialog'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useCreateArea, useUpdateArea } from '@/features/patients/api'
import {
  AREA_FORM_FIELDS,
  areaFormSchema,
  toAreaFormValues,
  type AreaFormValues,
} from '@/features/patients/components/areas/area-form-schema'
import type { Area, AreaInput } from '@/features/patients/schemas'
import { es } from '@/i18n/es'
import { setServerFieldErrors } from '@/lib/form-errors'
import { notifyError } from '@/lib/notify'
import { useTimedMessage } from '@/lib/use-timed-message'

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
  const banner = useTimedMessage()
  const form = useForm<AreaFormValues, unknown, AreaInput>({
    resolver: zodResolver(areaFormSchema),
    defaultValues: toAreaFormValues(area),
    mode: 'onTouched',
  })
  const name = useWatch({ control: form.control, name: 'name' })

  async function onSubmit(values: AreaInput) {
    banner.clear()
    let saved: Area
    try {
      saved = area ? await update.mutateAsync({ id: area._id, input: values }) : await create.mutateAsync(values)
    } catch (error) {
      const message = notifyError(error, area ? t.errors.update : t.errors.create)
      if (message) banner.show(message)
      setServerFieldErrors(error, AREA_FORM_FIELDS, form.setError)
      return
    }
    if (area) toast.success(t.updatedTitle, { description: t.updatedText })
    else toast.success(t.createdTitle, { description: t.createdText(saved.name) })
    onSaved(saved)
  }

  const submitting = form.formState.isSubmitting
  const submitLabel = area ? (submitting ? t.updating : t.update) : submitting ? t.creating : t.create

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <ErrorBanner message={banner.message} />
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
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={submitting}>
              {es.common.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={submitting || !name.trim()}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  )
}
