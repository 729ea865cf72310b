import { useFormContext } from 'react-hook-form'
import { CheckboxFormField } from '@/components/checkbox-form-field'
import { DecimalFormField } from '@/components/decimal-form-field'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Textarea } from '@/components/ui/textarea'
import type { MedicationFormValues } from '@/features/inventory/components/medication-form/medication-form-schema'
import { PriceField } from '@/features/inventory/components/medication-form/price-field'
import { SelectField } from '@/features/inventory/components/medication-form/select-field'
import { TextField } from '@/features/inventory/components/medication-form/text-field'
import { es } from '@/i18n/es'
import { ADMINISTRATION_ROUTE_OPTIONS } from '@/lib/administration-routes'

const t = es.inventory.form
const f = t.fields

const CATEGORY_OPTIONS = Object.entries(es.inventory.categories).map(([value, label]) => ({ value, label }))

/** Every field of a medication, two columns from tablet width. */
export function MedicationFields({ minExpiry }: { minExpiry: string }) {
  const { control } = useFormContext<MedicationFormValues>()
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField name="name" label={f.name} placeholder={t.placeholders.name} className="sm:col-span-2" />
      <TextField
        name="activeIngredient"
        label={f.activeIngredient}
        optional={t.optional}
        description={t.allergyHint}
        placeholder={t.placeholders.activeIngredient}
      />
      <TextField
        name="atcCode"
        label={f.atcCode}
        optional={t.optional}
        placeholder={t.placeholders.atcCode}
        autoCapitalize="characters"
      />
      <SelectField name="category" label={f.category} options={CATEGORY_OPTIONS} />
      <SelectField name="administrationRoute" label={f.administrationRoute} options={ADMINISTRATION_ROUTE_OPTIONS} />
      <TextField name="concentration" label={f.concentration} placeholder={t.placeholders.concentration} />
      <TextField name="presentation" label={f.presentation} placeholder={t.placeholders.presentation} />
      <DecimalFormField control={control} name="stock" label={f.stock} whole />
      <DecimalFormField control={control} name="minimumStock" label={f.minimumStock} whole />
      <TextField name="expirationDate" label={f.expirationDate} type="date" min={minExpiry} />
      <PriceField />
      <TextField name="location" label={f.location} placeholder={t.placeholders.location} />
      <TextField name="supplier" label={f.supplier} placeholder={t.placeholders.supplier} />
      <CheckboxFormField control={control} name="requiresPrescription" label={f.requiresPrescription} className="sm:col-span-2" />
      <CheckboxFormField
        control={control}
        name="highAlert"
        label={f.highAlert}
        hint={f.highAlertHint}
        className="sm:col-span-2"
      />
      <FormField
        control={control}
        name="notes"
        render={({ field }) => (
          <FormItem className="sm:col-span-2">
            <FormLabel>
              {f.notes} <span className="font-normal text-muted-foreground">{t.optional}</span>
            </FormLabel>
            <FormControl>
              <Textarea {...field} rows={3} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  )
}
