import { UserRoundIcon } from 'lucide-react'
import type * as React from 'react'
import { useFormContext } from 'react-hook-form'
import { Button, buttonVariants } from '@/components/ui/button'
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
} from '@/components/ui/form'
import { PHOTO_TYPES, photoFileError } from '@/features/patients/wizard/photo'
import type { ResidentFormValues } from '@/features/patients/wizard/schema'
import { es } from '@/i18n/es'
import { readAsDataUrl } from '@/lib/read-file'
import { cn } from '@/lib/utils'

const t = es.residentWizard.photo

/**
 * The resident's photo: a JPG, PNG or WebP up to 2 MB, checked here before it is read. The form holds
 * a data URL for a new photo, the saved photo's URL, or null for none.
 */
export function PhotoField() {
  const { control, setError, clearErrors } = useFormContext<ResidentFormValues>()
  return (
    <FormField
      control={control}
      name="photo"
      render={({ field }) => {
        async function choose(event: React.ChangeEvent<HTMLInputElement>) {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (!file) return
          const problem = photoFileError(file)
          if (problem) {
            setError('photo', { type: 'client', message: problem })
            return
          }
          try {
            field.onChange(await readAsDataUrl(file))
            clearErrors('photo')
          } catch {
            setError('photo', { type: 'client', message: t.unreadable })
          }
        }

        function remove() {
          field.onChange(null)
          clearErrors('photo')
        }

        const photo = typeof field.value === 'string' ? field.value : null
        return (
          <FormItem className="sm:col-span-2">
            <FormLabel>{es.residentWizard.fields.photo}</FormLabel>
            <div className="flex flex-wrap items-center gap-4">
              <PhotoPreview src={photo} />
              <div className="flex flex-wrap gap-2">
                <FormControl>
                  <input
                    type="file"
                    name="photo"
                    accept={PHOTO_TYPES.join(',')}
                    className="peer sr-only"
                    onChange={(event) => void choose(event)}
                    ref={field.ref}
                  />
                </FormControl>
                <ChooseButton>{photo ? t.change : t.choose}</ChooseButton>
                {photo && (
                  <Button variant="ghost" onClick={remove}>
                    {t.remove}
                  </Button>
                )}
              </div>
            </div>
            <FormDescription>{t.hint}</FormDescription>
            <FormMessage />
          </FormItem>
        )
      }}
    />
  )
}

/** A label for the hidden file input, looking like a button and showing the input's focus. */
function ChooseButton({ children }: { children: React.ReactNode }) {
  const { formItemId } = useFormField()
  return (
    <label
      htmlFor={formItemId}
      className={cn(
        buttonVariants({ variant: 'outline' }),
        'cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/70',
      )}
    >
      {children}
    </label>
  )
}

function PhotoPreview({ src }: { src: string | null }) {
  if (!src) {
    return (
      <div className="flex size-24 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <UserRoundIcon className="size-10" aria-hidden />
        <span className="sr-only">{t.none}</span>
      </div>
    )
  }
  return <img src={src} alt={t.preview} className="size-24 rounded-full border object-cover" />
}
