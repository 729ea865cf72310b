import { TriangleAlertIcon } from 'lucide-react'
import type { Control, FieldValues, Path } from 'react-hook-form'
import { DecimalInput } from '@/components/decimal-input'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import type { FormatOptions } from '@/lib/numbers'
import { cn } from '@/lib/utils'

type DecimalFormFieldProps<T extends FieldValues, TTransformed = T> = {
  /** The form's control; the field holds the text typed and the schema reads the number (lib/numbers). */
  control: Control<T, unknown, TTransformed>
  name: Path<T>
  label: string
  /** Said beside the label in a lighter weight, e.g. "(°C)". */
  labelNote?: string
  /** Under the field, e.g. "Referencia: 35,5–37,5 °C". */
  hint?: string
  /** The hint is a warning (a reading out of range): red, with a warning sign, so not by colour alone. */
  warning?: boolean
  placeholder?: string
  /** Shown inside the field, e.g. "€". */
  unit?: string
  whole?: boolean
  format?: FormatOptions
  disabled?: boolean
  className?: string
}

/** A numeric field of a form (DecimalInput) with its label, hint and error. */
export function DecimalFormField<T extends FieldValues, TTransformed = T>({
  control,
  name,
  label,
  labelNote,
  hint,
  warning = false,
  placeholder,
  unit,
  whole,
  format,
  disabled,
  className,
}: DecimalFormFieldProps<T, TTransformed>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('content-start', className)}>
          <FormLabel>
            {label}
            {labelNote && <span className="font-normal text-muted-foreground"> {labelNote}</span>}
          </FormLabel>
          <FormControl>
            <DecimalInput
              name={field.name}
              ref={field.ref}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={placeholder}
              unit={unit}
              whole={whole}
              format={format}
              disabled={disabled ?? field.disabled}
            />
          </FormControl>
          {hint && (
            <FormDescription
              data-warning={warning || undefined}
              className={cn(warning && 'flex items-start gap-1.5 font-medium text-destructive')}
            >
              {warning && <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />}
              {hint}
            </FormDescription>
          )}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
