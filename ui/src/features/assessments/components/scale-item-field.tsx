import type { Control } from 'react-hook-form'
import { FormField, FormItem, FormMessage } from '@/components/ui/form'
import { Radio } from '@/components/ui/radio'
import type { AssessmentFormValues } from '@/features/assessments/form-schema'
import type { ScaleItem } from '@/features/assessments/schemas'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

const t = es.assessments.form

type ScaleItemFieldProps<TOutput> = {
  control: Control<AssessmentFormValues, unknown, TOutput>
  item: ScaleItem
  /** The item's number in the scale, from 1. */
  number: number
}

/**
 * One item of a scale: its question and every option as a large radio tile (a whole row on a phone, at
 * least 48 px high) showing its label and its points; one tap answers. `data-item` lets a refusal of the
 * server scroll to it.
 */
export function ScaleItemField<TOutput>({ control, item, number }: ScaleItemFieldProps<TOutput>) {
  return (
    <FormField
      control={control}
      name={`answers.${item.id}`}
      render={({ field, fieldState }) => (
        <FormItem data-item={item.id} data-invalid={!!fieldState.error} className="scroll-mt-24 content-start">
          <fieldset className="grid gap-2" aria-invalid={!!fieldState.error}>
            <legend className="mb-2 text-base font-semibold">
              <span className="text-muted-foreground">{number}. </span>
              {item.text}
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {item.options.map((option, index) => (
                <label
                  key={option.value}
                  className={cn(
                    'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border bg-card px-4 py-2',
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
                  <span className="grow">{option.label}</span>
                  <span className="shrink-0 text-sm font-semibold whitespace-nowrap text-muted-foreground tabular-nums">
                    {t.points(option.points)}
                  </span>
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
