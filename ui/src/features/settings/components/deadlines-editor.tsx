import { useQuery } from '@tanstack/react-query'
import { DecimalInput } from '@/components/decimal-input'
import { ErrorBanner } from '@/components/error-banner'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Skeleton } from '@/components/ui/skeleton'
import { deadlinesQueryOptions, useSaveDeadlines } from '@/features/settings/api'
import { type Deadlines, deadlinesFormSchema, toDeadlinesFormValues } from '@/features/settings/deadlines'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.settings.deadlines

const fields = [
  { name: 'carePlan.firstPlanDays', label: t.firstPlanDays, hint: t.firstPlanDaysHint },
  { name: 'carePlan.reviewDays', label: t.reviewDays, hint: t.reviewDaysHint },
  { name: 'registers.weighEveryDays', label: t.weighEveryDays, hint: t.weighEveryDaysHint },
] as const

/** «Plazos del PAI y del peso» (settings.manage): loads the saved deadlines, then the form prefilled with them. */
export function DeadlinesEditor() {
  const deadlines = useQuery(deadlinesQueryOptions())
  if (deadlines.isPending) {
    return (
      <div role="status" aria-label={t.loading} className="grid gap-5 sm:grid-cols-3">
        {fields.map(({ name }) => (
          <Skeleton key={name} className="h-[4.5rem]" />
        ))}
      </div>
    )
  }
  if (deadlines.isError) {
    return <LoadError what={t.loadError} error={deadlines.error} onRetry={() => void deadlines.refetch()} />
  }
  return <DeadlinesForm deadlines={deadlines.data} />
}

function DeadlinesForm({ deadlines }: { deadlines: Deadlines }) {
  const save = useSaveDeadlines()
  const { form, banner, submit } = useSchemaForm(
    deadlinesFormSchema,
    toDeadlinesFormValues(deadlines),
    fields.map(({ name }) => name),
    'onSubmit',
  )

  async function onSubmit(values: Deadlines) {
    const result = await submit(() => save.mutateAsync(values), { title: t.successTitle })
    if (result) form.reset(toDeadlinesFormValues(result.saved))
  }

  const submitting = form.formState.isSubmitting
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5 sm:grid-cols-3" aria-label={t.title}>
        <ErrorBanner message={banner} className="sm:col-span-3" />
        {fields.map(({ name, label, hint }) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem className="content-start">
                <FormLabel>{label}</FormLabel>
                <FormControl>
                  <DecimalInput
                    whole
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    unit={t.days}
                    className="h-12 max-w-40"
                  />
                </FormControl>
                <FormDescription>{hint}</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <Button type="submit" disabled={submitting} className="min-h-12 w-full sm:col-span-3 sm:w-auto sm:justify-self-start">
          {submitting ? es.settings.submitting : es.settings.submit}
        </Button>
      </form>
    </Form>
  )
}
