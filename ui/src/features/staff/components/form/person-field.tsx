import type { Control, FieldValues } from 'react-hook-form'
import { PasswordInput } from '@/components/password-input'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import type { FieldSpec } from '@/features/staff/components/form/field-spec'
import { PositionSelect } from '@/features/staff/components/form/position-select'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

/** One field of a staff form with its label, hint and error message. */
export function PersonField<T extends FieldValues, TOutput>({
  control,
  spec,
}: {
  control: Control<T, unknown, TOutput>
  spec: FieldSpec<T>
}) {
  const { name, label, kind = 'text', optional, placeholder, hint, wide } = spec
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('content-start', wide && 'sm:col-span-2')}>
          <FormLabel>
            {label}
            {optional && <span className="font-normal text-muted-foreground"> {es.staff.fields.optional}</span>}
          </FormLabel>
          {kind === 'position' ? (
            <PositionSelect field={field} />
          ) : (
            <FormControl>
              {kind === 'password' ? (
                <PasswordInput autoComplete="new-password" {...field} />
              ) : (
                <Input type={kind} placeholder={placeholder} autoComplete="off" spellCheck={false} {...field} />
              )}
            </FormControl>
          )}
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
