import type { Control, FieldValues, Path } from 'react-hook-form'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { cn } from '@/lib/utils'

type SelectFormFieldProps<T extends FieldValues, TTransformed> = {
  control: Control<T, unknown, TTransformed>
  name: Path<T>
  label: string
  placeholder: string
  /** Each value with the text shown for it, in the order offered. */
  options: readonly { value: string; label: string }[]
  disabled?: boolean
  className?: string
}

/** One of a list (a medication, a route of administration), starting on its placeholder. */
export function SelectFormField<T extends FieldValues, TTransformed = T>({
  control,
  name,
  label,
  placeholder,
  options,
  disabled,
  className,
}: SelectFormFieldProps<T, TTransformed>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('content-start', className)}>
          <FormLabel>{label}</FormLabel>
          <Select name={field.name} value={String(field.value ?? '')} onValueChange={field.onChange} disabled={disabled}>
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={placeholder} />
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
