import type * as React from 'react'
import type { Control, FieldValues, Path } from 'react-hook-form'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/utils'

type TextFormFieldProps<T extends FieldValues, TTransformed = T> = {
  /** The form's control; its schema may turn the typed text into other values (numbers) on submit. */
  control: Control<T, unknown, TTransformed>
  name: Path<T>
  label: string
  /** Said beside the label in a lighter weight, e.g. "(opcional)". */
  labelNote?: string
  placeholder?: string
  hint?: string
  /** A text area of this many rows instead of a one-line input. */
  rows?: number
  /** Extra attributes of the input: type, autoComplete, inputMode… */
  input?: React.ComponentProps<'input'>
  className?: string
}

/** A text, date or time field of a form, or a text area, with its label, hint and error. */
export function TextFormField<T extends FieldValues, TTransformed = T>({
  control,
  name,
  label,
  labelNote,
  placeholder,
  hint,
  rows,
  input,
  className,
}: TextFormFieldProps<T, TTransformed>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const props = { ...field, value: String(field.value ?? ''), placeholder }
        return (
          <FormItem className={cn('content-start', className)}>
            <FormLabel>
              {label}
              {labelNote && <span className="font-normal text-muted-foreground"> {labelNote}</span>}
            </FormLabel>
            <FormControl>
              {rows ? <Textarea {...props} rows={rows} /> : <Input autoComplete="off" {...props} {...input} />}
            </FormControl>
            {hint && <FormDescription>{hint}</FormDescription>}
            <FormMessage />
          </FormItem>
        )
      }}
    />
  )
}
