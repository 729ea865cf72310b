import type { Control, FieldValues, Path } from 'react-hook-form'
import { Checkbox } from '@/components/ui/checkbox'
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { cn } from '@/lib/utils'

type CheckboxFormFieldProps<T extends FieldValues, TTransformed = T> = {
  /** The form's control; its schema may turn the values into others on submit. */
  control: Control<T, unknown, TTransformed>
  name: Path<T>
  label: string
  /** A line under the label saying what ticking it does. */
  hint?: string
  className?: string
}

/** A yes/no field of a form: a native checkbox with its label (and hint) beside it, a whole touch target tall. */
export function CheckboxFormField<T extends FieldValues, TTransformed = T>({
  control,
  name,
  label,
  hint,
  className,
}: CheckboxFormFieldProps<T, TTransformed>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('flex min-h-11 items-center gap-3', className)}>
          <FormControl>
            <Checkbox
              name={field.name}
              ref={field.ref}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          </FormControl>
          <div className="grid gap-0.5">
            <FormLabel className="cursor-pointer font-normal">{label}</FormLabel>
            {hint && <FormDescription>{hint}</FormDescription>}
          </div>
        </FormItem>
      )}
    />
  )
}
