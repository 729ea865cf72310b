import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { ErrorBanner } from '@/components/error-banner'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogFooter } from '@/components/ui/dialog'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { useMoveStock } from '@/features/inventory/api'
import {
  EMPTY_STOCK_FORM,
  STOCK_FORM_FIELDS,
  stockFormSchema,
  type StockFormValues,
} from '@/features/inventory/components/stock/stock-form-schema'
import type { Medication, StockInput, StockKind } from '@/features/inventory/schemas'
import { es } from '@/i18n/es'
import { setServerFieldErrors } from '@/lib/form-errors'
import { notifyError } from '@/lib/notify'
import { useTimedMessage } from '@/lib/use-timed-message'

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
  const banner = useTimedMessage()
  const form = useForm<StockFormValues, unknown, StockInput>({
    resolver: zodResolver(stockFormSchema(kind, medication.stock)),
    defaultValues: EMPTY_STOCK_FORM,
    // Checked on submit, then on each change: a message appearing on blur would move the buttons away
    // from under a click that had already started.
    mode: 'onSubmit',
  })

  async function onSubmit(values: StockInput) {
    banner.clear()
    let saved: Medication
    try {
      saved = await move.mutateAsync({ id: medication._id, input: values })
    } catch (error) {
      const message = notifyError(error, t.errorTitle)
      if (message) banner.show(message)
      setServerFieldErrors(error, STOCK_FORM_FIELDS, form.setError)
      return
    }
    const title = kind === 'add' ? t.toasts.stockAddedTitle : t.toasts.stockRemovedTitle
    toast.success(title, { description: t.toasts.stockText(saved.name, t.units(saved.stock)) })
    onSaved()
  }

  const submitting = form.formState.isSubmitting

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <ErrorBanner message={banner.message} />
        <FormField
          control={form.control}
          name="quantity"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t.stockForm.quantity}</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  type="number"
                  min={1}
                  max={kind === 'remove' ? medication.stock : undefined}
                  step={1}
                  inputMode="numeric"
                  autoComplete="off"
                />
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
              <FormLabel>{t.stockForm.description}</FormLabel>
              <FormControl>
                <Input {...field} placeholder={t.stockForm.placeholders[kind]} autoComplete="off" />
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
          <Button type="submit" disabled={submitting}>
            {submitting ? t.stockForm.saving : t.stockForm[kind]}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  )
}
