import type * as React from 'react'
import { useFormContext } from 'react-hook-form'
import { PasswordInput } from '@/components/password-input'
import { FormControl, FormDescription, FormField, FormItem, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { FieldLabel } from '@/features/patients/wizard/fields/field-label'
import type { ResidentFormValues } from '@/features/patients/wizard/schema'
import type { ResidentField } from '@/features/patients/wizard/tabs'
import { cn } from '@/lib/utils'

type TextFieldProps = {
  name: ResidentField
  label: string
  placeholder?: string
  hint?: string
  /** 'long' is a text area for free text (it takes both columns); 'password' has a show/hide toggle. */
  kind?: 'line' | 'long' | 'password'
  /** Takes both columns on wide screens. */
  wide?: boolean
  /** Says "(opcional)" beside the label. */
  optional?: boolean
  /** Extra attributes of the input: type, autoComplete, inputMode… */
  input?: React.ComponentProps<'input'>
}

/** One text, date, password or long-text field of the wizard, with its label, hint and error. */
export function TextField({ name, label, placeholder, hint, kind = 'line', wide, optional, input }: TextFieldProps) {
  const { control } = useFormContext<ResidentFormValues>()
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const props = { ...field, value: String(field.value ?? ''), placeholder }
        return (
          <FormItem className={cn('content-start', (wide || kind === 'long') && 'sm:col-span-2')}>
            <FieldLabel label={label} optional={optional} />
            <FormControl>
              {kind === 'long' ? (
                <Textarea {...props} rows={3} />
              ) : kind === 'password' ? (
                <PasswordInput {...props} autoComplete="new-password" />
              ) : (
                <Input {...props} autoComplete="off" {...input} />
              )}
            </FormControl>
            {hint && <FormDescription>{hint}</FormDescription>}
            <FormMessage />
          </FormItem>
        )
      }}
    />
  )
}
