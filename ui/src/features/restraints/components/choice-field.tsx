import type { Control, FieldValues, Path } from 'react-hook-form'
import { FormField, FormItem, FormMessage } from '@/components/ui/form'
import { Radio } from '@/components/ui/radio'
import { cn } from '@/lib/utils'

type ChoiceFieldProps<T extends FieldValues, TOutput> = {
  control: Control<T, unknown, TOutput>
  name: Path<T>
  label: string
  /** Each value with its Spanish label, in the order shown. */
  options: readonly { value: string; label: string }[]
}

/**
 * One of a few values as large radio tiles (sí / no, física / farmacológica): every choice visible, one tap
 * on a tablet, at least 44 px high.
 */
export function ChoiceField<T extends FieldValues, TOutput>({ control, name, label, options }: ChoiceFieldProps<T, TOutput>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormItem className="content-start">
          <fieldset className="grid gap-2" aria-invalid={!!fieldState.error}>
            <legend className="mb-2 text-base font-medium">{label}</legend>
            <div className="flex flex-wrap gap-2">
              {options.map((option, index) => (
                <label
                  key={option.value}
                  className={cn(
                    'flex min-h-12 min-w-24 cursor-pointer items-center gap-2 rounded-lg border bg-card px-4 py-2 font-medium',
                    'has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/70',
                    fieldState.error && 'border-destructive',
                  )}
                >
                  <Radio
                    name={field.name}
                    value={option.value}
                    checked={field.value === option.value}
                    onChange={() => field.onChange(option.value)}
                    onBlur={field.onBlur}
                    ref={index === 0 ? field.ref : undefined}
                    aria-invalid={!!fieldState.error}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
