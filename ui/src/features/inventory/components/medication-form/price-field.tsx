import { useFormContext } from 'react-hook-form'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import type { MedicationFormValues } from '@/features/inventory/components/medication-form/medication-form-schema'
import { parsePrice } from '@/features/inventory/price'
import { es } from '@/i18n/es'

const t = es.inventory.form

/** The unit price in euros, before a "€", written back with two decimals when the field is left. */
export function PriceField() {
  const { control } = useFormContext<MedicationFormValues>()
  return (
    <FormField
      control={control}
      name="unitPrice"
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t.fields.unitPrice}</FormLabel>
          <div className="relative">
            <span
              className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            >
              €
            </span>
            <FormControl>
              <Input
                {...field}
                type="number"
                min={0}
                step={0.01}
                inputMode="decimal"
                autoComplete="off"
                placeholder={t.placeholders.unitPrice}
                className="pr-8 tabular-nums"
                onBlur={() => {
                  const price = parsePrice(field.value)
                  if (price.ok && price.value !== field.value) field.onChange(price.value)
                  field.onBlur()
                }}
              />
            </FormControl>
          </div>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
