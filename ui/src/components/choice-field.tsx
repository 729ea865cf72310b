import type * as React from 'react'
import type { Control, FieldValues, Path } from 'react-hook-form'
import { FormField, FormItem, FormMessage } from '@/components/ui/form'
import { Radio } from '@/components/ui/radio'
import { cn } from '@/lib/utils'

export type Choice = {
  value: string
  label: React.ReactNode
  /** Shown at the tile's end (a scale option's points). */
  aside?: React.ReactNode
}

type ChoiceFieldProps<T extends FieldValues, TOutput> = {
  control: Control<T, unknown, TOutput>
  name: Path<T>
  legend: React.ReactNode
  /** In the order shown. */
  choices: readonly Choice[]
  /** 'tiles': each choice a bordered tile at least 48 px high, marked when chosen; 'plain': radio and label. */
  variant?: 'tiles' | 'plain'
  /** The choices' container (a wrapping row unless given, e.g. 'grid gap-2 sm:grid-cols-2'). */
  choicesClassName?: string
  /** On the field's item: what a refusal of the server scrolls to (`data-item`), its scroll margin. */
  itemProps?: React.ComponentProps<typeof FormItem>
}

/**
 * One of a few values as radio buttons, every choice visible and one tap away on a tablet (at least 44 px):
 * the wizard's choices, a restraint's yes / no, a scale's options. A fieldset with its legend, the form
 * field's error under it.
 */
export function ChoiceField<T extends FieldValues, TOutput>({
  control,
  name,
  legend,
  choices,
  variant = 'tiles',
  choicesClassName,
  itemProps,
}: ChoiceFieldProps<T, TOutput>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormItem {...itemProps} data-invalid={!!fieldState.error} className={cn('content-start', itemProps?.className)}>
          <fieldset className="grid gap-2" aria-invalid={!!fieldState.error}>
            <legend className="mb-2 text-base font-medium">{legend}</legend>
            <div className={choicesClassName ?? (variant === 'tiles' ? 'flex flex-wrap gap-2' : 'flex flex-wrap gap-x-5 gap-y-2')}>
              {choices.map((choice, index) => (
                <label
                  key={choice.value}
                  className={cn(
                    'flex cursor-pointer items-center',
                    variant === 'plain' && 'min-h-11 gap-2',
                    variant === 'tiles' && [
                      'min-h-12 min-w-24 gap-3 rounded-lg border bg-card px-4 py-2',
                      'has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/70',
                      fieldState.error && 'border-destructive',
                    ],
                  )}
                >
                  <Radio
                    name={field.name}
                    value={choice.value}
                    checked={field.value === choice.value}
                    onChange={() => field.onChange(choice.value)}
                    onBlur={field.onBlur}
                    ref={index === 0 ? field.ref : undefined}
                    aria-invalid={!!fieldState.error}
                  />
                  <span className={cn(choice.aside !== undefined && 'grow', variant === 'tiles' && 'font-medium')}>{choice.label}</span>
                  {choice.aside}
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
