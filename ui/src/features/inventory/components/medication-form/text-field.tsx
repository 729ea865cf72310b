import type * as React from 'react'
import { useFormContext } from 'react-hook-form'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import type { MedicationFormValues } from '@/features/inventory/components/medication-form/medication-form-schema'

type TextName = {
  [K in keyof MedicationFormValues]: MedicationFormValues[K] extends string ? K : never
}[keyof MedicationFormValues]

type TextFieldProps = Omit<React.ComponentProps<'input'>, 'name'> & {
  name: TextName
  label: string
  /** Said after the label of an optional field: "(opcional)". */
  optional?: string
  description?: string
}

/** A labelled input of the medication form, with its error under it. */
export function TextField({ name, label, optional, description, className, ...input }: TextFieldProps) {
  const { control } = useFormContext<MedicationFormValues>()
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>
            {label}
            {optional && <span className="font-normal text-muted-foreground"> {optional}</span>}
          </FormLabel>
          <FormControl>
            <Input autoComplete="off" {...input} {...field} />
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
