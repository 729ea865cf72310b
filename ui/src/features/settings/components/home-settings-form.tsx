import type * as React from 'react'
import { toast } from 'sonner'
import { DecimalInput } from '@/components/decimal-input'
import { ErrorBanner } from '@/components/error-banner'
import { Button } from '@/components/ui/button'
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { useUpdateHomeSettings } from '@/features/settings/api'
import {
  homeSettingsFormSchema,
  toHomeSettingsFormValues,
  type HomeSettings,
  type HomeSettingsFormValues,
} from '@/features/settings/schemas'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'
import { cn } from '@/lib/utils'

const t = es.settings

type FieldName = keyof HomeSettingsFormValues

type Field = {
  name: FieldName
  label: string
  hint?: string
  wide?: boolean
  /** A whole number, typed in the one numeric input (components/decimal-input). */
  whole?: boolean
  control: React.ComponentProps<'input'>
}

const fields: Field[] = [
  { name: 'homeName', label: t.homeName, wide: true, control: { autoComplete: 'organization' } },
  { name: 'phone', label: t.phone, control: { type: 'tel', autoComplete: 'tel' } },
  { name: 'email', label: t.email, control: { type: 'email', autoComplete: 'email', spellCheck: false } },
  { name: 'address', label: t.address, wide: true, control: { autoComplete: 'street-address' } },
  { name: 'visitingHours', label: t.visitingHours, hint: t.visitingHoursHint, control: {} },
  { name: 'foundedYear', label: t.foundedYear, whole: true, control: {} },
  {
    name: 'messagingUrl',
    label: t.messagingUrl,
    hint: t.messagingUrlHint,
    wide: true,
    control: { type: 'url', inputMode: 'url', spellCheck: false },
  },
  { name: 'heroVideoUrl', label: t.heroVideoUrl, hint: t.heroVideoUrlHint, wide: true, control: { spellCheck: false } },
]

const fieldNames = fields.map(({ name }) => name)

/** The home's public details (landing page), edited with settings.manage. */
export function HomeSettingsForm({ settings }: { settings: HomeSettings }) {
  const update = useUpdateHomeSettings()
  const { form, banner, submit } = useSchemaForm(
    homeSettingsFormSchema,
    toHomeSettingsFormValues(settings),
    fieldNames,
    'onSubmit',
  )

  async function onSubmit(values: HomeSettings) {
    const result = await submit(() => update.mutateAsync(values), null)
    if (!result) return
    form.reset(toHomeSettingsFormValues(result.saved))
    toast.success(t.successTitle, { description: t.successDescription })
  }

  const submitting = form.formState.isSubmitting

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5 sm:grid-cols-2" aria-label={t.title}>
        <ErrorBanner message={banner} className="sm:col-span-2" />
        {fields.map(({ name, label, hint, wide, whole, control }) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem className={cn('content-start', wide && 'sm:col-span-2')}>
                <FormLabel>{label}</FormLabel>
                <FormControl>
                  {whole ? (
                    <DecimalInput
                      whole
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  ) : (
                    <Input {...control} {...field} />
                  )}
                </FormControl>
                {hint && <FormDescription>{hint}</FormDescription>}
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <Button type="submit" disabled={submitting} className="w-full sm:col-span-2 sm:w-auto sm:justify-self-start">
          {submitting ? t.submitting : t.submit}
        </Button>
      </form>
    </Form>
  )
}
