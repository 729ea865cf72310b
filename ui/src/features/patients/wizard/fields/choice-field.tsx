import { useFormContext } from 'react-hook-form'
import { FormField, FormItem, FormMessage } from '@/components/ui/form'
import { Radio } from '@/components/ui/radio'
import type { ResidentFormValues } from '@/features/patients/wizard/schema'
import type { ResidentField } from '@/features/patients/wizard/tabs'

type ChoiceFieldProps = {
  name: ResidentField
  label: string
  /** Each value with its Spanish label, in the order shown. */
  options: Record<string, string>
}

/** One of a few values, as a group of radio buttons (all choices visible, one tap on a tablet). */
export function ChoiceField({ name, label, options }: ChoiceFieldProps) {
  const { control } = useFormContext<ResidentFormValues>()
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormItem className="content-start">
          <fieldset className="grid gap-2" aria-invalid={!!fieldState.error}>
            <legend className="mb-2 text-base font-medium">{label}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {Object.entries(options).map(([value, text], index) => (
                <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2">
                  <Radio
                    name={field.name}
                    value={value}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    onBlur={field.onBlur}
                    ref={index === 0 ? field.ref : undefined}
                    aria-invalid={!!fieldState.error}
                  />
                  {text}
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
