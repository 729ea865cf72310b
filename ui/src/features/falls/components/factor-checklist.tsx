import type { Control, FieldPath } from 'react-hook-form'
import { FormField, FormItem, FormMessage } from '@/components/ui/form'
import type { FallFormValues } from '@/features/falls/form-schema'
import type { FallBody } from '@/features/falls/form-schema'
import { cn } from '@/lib/utils'

type FactorChecklistProps = {
  control: Control<FallFormValues, unknown, FallBody>
  name: Extract<FieldPath<FallFormValues>, 'intrinsic' | 'extrinsic'>
  legend: string
  hint: string
  /** The checklist's keys in order, and how each is said. */
  keys: readonly string[]
  labels: Record<string, string>
}

/**
 * A factor checklist of the fall form: every item a tile at least 48 px high with a big checkbox, two columns
 * from the tablet's width, one on a phone; ticking toggles the key in the list.
 */
export function FactorChecklist({ control, name, legend, hint, keys, labels }: FactorChecklistProps) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = (field.value ?? []) as string[]
        const toggle = (key: string, on: boolean) =>
          field.onChange(on ? [...chosen.filter((k) => k !== key), key] : chosen.filter((k) => k !== key))
        return (
          <FormItem className="content-start">
            <fieldset className="grid gap-2" aria-invalid={!!fieldState.error}>
              <legend className="mb-1 text-base font-medium">{legend}</legend>
              <p className="mb-1 text-sm text-muted-foreground">{hint}</p>
              <div className="grid gap-2 @min-[36rem]:grid-cols-2">
                {keys.map((key, index) => (
                  <label
                    key={key}
                    className={cn(
                      'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border bg-card px-3 py-2',
                      'has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/70',
                    )}
                  >
                    <input
                      type="checkbox"
                      name={`${field.name}.${key}`}
                      value={key}
                      ref={index === 0 ? field.ref : undefined}
                      checked={chosen.includes(key)}
                      onChange={(event) => toggle(key, event.target.checked)}
                      onBlur={field.onBlur}
                      className="size-6 shrink-0 cursor-pointer accent-primary outline-none"
                    />
                    <span>{labels[key] ?? key}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <FormMessage />
          </FormItem>
        )
      }}
    />
  )
}
