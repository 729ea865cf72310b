import { useFormContext } from 'react-hook-form'
import { DecimalFormField } from '@/components/decimal-form-field'
import type { MedicationFormValues } from '@/features/inventory/components/medication-form/medication-form-schema'
import { es } from '@/i18n/es'

const t = es.inventory.form

/** The unit price in euros ("21,50 €"): a comma or a point, written back with two decimals when left. */
export function PriceField() {
  const { control } = useFormContext<MedicationFormValues>()
  return (
    <DecimalFormField
      control={control}
      name="unitPrice"
      label={t.fields.unitPrice}
      placeholder={t.placeholders.unitPrice}
      unit="€"
      format={{ minDecimals: 2, maxDecimals: 2 }}
    />
  )
}
