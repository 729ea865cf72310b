import { useFormContext } from 'react-hook-form'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import type { MedicationFormValues } from '@/features/inventory/components/medication-form/medication-form-schema'
import { es } from '@/i18n/es'

type SelectFieldProps = {
  name: 'category' | 'administrationRoute'
  label: string
  /** Each value the server takes, with its Spanish label, in the order shown. */
  options: readonly { value: string; label: string }[]
}

/** One of a fixed list (category, route of administration), starting on "Elige una opción". */
export function SelectField({ name, label, options }: SelectFieldProps) {
  const { control } = useFormContext<MedicationFormValues>()
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select name={field.name} value={field.value} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={es.inventory.form.choose} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
