import { useFormContext } from 'react-hook-form'
import { FormControl, FormField, FormItem, FormMessage } from '@/components/ui/form'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { FieldLabel } from '@/features/patients/wizard/fields/field-label'
import type { ResidentFormValues } from '@/features/patients/wizard/schema'
import type { ResidentField } from '@/features/patients/wizard/tabs'

/** The Select's value for the empty choice (Radix needs a non-empty value); the form holds ''. */
const NONE = '__none__'

type SelectFieldProps = {
  name: ResidentField
  label: string
  /** Each value with its Spanish label, in the order shown. */
  options: Record<string, string>
  /** The first choice, which leaves the field empty ("Sin registrar"). */
  emptyLabel: string
}

/** An optional choice from a long list of the admission form, as a select starting on its empty choice. */
export function SelectField({ name, label, options, emptyLabel }: SelectFieldProps) {
  const { control } = useFormContext<ResidentFormValues>()
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="content-start">
          <FieldLabel label={label} optional />
          <Select
            name={field.name}
            value={String(field.value ?? '') || NONE}
            onValueChange={(next) => field.onChange(next === NONE ? '' : next)}
            disabled={field.disabled}
          >
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              <SelectItem value={NONE} className="min-h-11">
                {emptyLabel}
              </SelectItem>
              {Object.entries(options).map(([value, text]) => (
                <SelectItem key={value} value={value} className="min-h-11">
                  {text}
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
