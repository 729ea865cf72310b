import type { Control, FieldValues, Path } from 'react-hook-form'
import { Checkbox } from '@/components/ui/checkbox'
import { FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form'

type CheckboxFormFieldProps<T extends FieldValues> = {
  control: Control<T>
  name: Path<T>
  label: string
}

/** A yes/no field of a record form: a native checkbox with its label beside it. */
export function CheckboxFormField<T extends FieldValues>({ control, name, label }: CheckboxFormFieldProps<T>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex items-center gap-3">
          <FormControl>
            <Checkbox
              name={field.name}
              ref={field.ref}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          </FormControl>
          <FormLabel className="cursor-pointer font-normal">{label}</FormLabel>
        </FormItem>
      )}
    />
  )
}
