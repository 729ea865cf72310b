import { useFormContext } from 'react-hook-form'
import { FormField, FormItem, FormMessage } from '@/components/ui/form'
import { Radio } from '@/components/ui/radio'
import type { PostFormValues } from '@/features/posts/form-schema'
import { VISIBILITIES } from '@/features/posts/schemas'
import { es } from '@/i18n/es'

/** Who will see the post: Trabajadores, Familias or Ambos, as radio buttons (one tap on a tablet). */
export function VisibilityField() {
  const { control } = useFormContext<PostFormValues>()
  return (
    <FormField
      control={control}
      name="visibility"
      render={({ field, fieldState }) => (
        <FormItem className="content-start sm:col-span-2">
          <fieldset className="grid gap-2" aria-invalid={!!fieldState.error}>
            <legend className="mb-2 text-base font-medium">{es.posts.fields.visibility}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {VISIBILITIES.map((value, index) => (
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
                  {es.posts.visibility[value]}
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
