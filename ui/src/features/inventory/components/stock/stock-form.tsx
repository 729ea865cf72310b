import { DecimalFormField } from '@/components/decimal-form-field'
import { ErrorBanner } from '@/components/error-banner'
import { FormFooter } from '@/components/form-footer'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { useMoveStock } from '@/features/inventory/api'
import {
  EMPTY_STOCK_FORM,
  STOCK_FORM_FIELDS,
  stockFormSchema,
} from '@/features/inventory/components/stock/stock-form-schema'
import type { Medication, StockInput, StockKind } from '@/features/inventory/schemas'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.inventory

type StockFormProps = {
  kind: StockKind
  /** The medication as the list has it now (after a refused removal, with the stock someone else left). */
  medication: Medication
  onSaved: () => void
}

/** Quantity and description of a stock entry or removal. */
export function StockForm({ kind, medication, onSaved }: StockFormProps) {
  const move = useMoveStock(kind)
  // Checked on submit, then on each change: a message appearing on blur would move the buttons away
  // from under a click that had already started.
  const { form, banner, submit } = useSchemaForm(
    stockFormSchema(kind, medication.stock),
    EMPTY_STOCK_FORM,
    STOCK_FORM_FIELDS,
    'onSubmit',
  )

  async function onSubmit(values: StockInput) {
    const result = await submit(
      () => move.mutateAsync({ id: medication._id, input: values }),
      (saved) => ({
        title: kind === 'add' ? t.toasts.stockAddedTitle : t.toasts.stockRemovedTitle,
        description: t.toasts.stockText(saved.name, t.units(saved.stock)),
      }),
      { errorTitle: t.errorTitle },
    )
    if (result) onSaved()
  }

  const submitting = form.formState.isSubmitting

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <ErrorBanner message={banner} />
        <DecimalFormField control={form.control} name="quantity" label={t.stockForm.quantity} whole />
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t.stockForm.description}</FormLabel>
              <FormControl>
                <Input {...field} placeholder={t.stockForm.placeholders[kind]} autoComplete="off" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormFooter label={submitting ? t.stockForm.saving : t.stockForm[kind]} submitting={submitting} />
      </form>
    </Form>
  )
}
