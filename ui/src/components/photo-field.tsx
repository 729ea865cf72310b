import { ImageIcon, UserRoundIcon } from 'lucide-react'
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
import { readAsDataUrl } from '@/lib/read-file'
import { shrinkPhoto } from '@/lib/shrink-photo'
import { cn } from '@/lib/utils'

/** A photo field's texts (es.residentWizard.photo, es.posts.photo). */
export type PhotoFieldTexts = {
  choose: string
  change: string
  /** "Quitar foto", where a photo may be removed. */
  remove?: string
  preview: string
  none: string
  unreadable: string
}

type PhotoFieldProps = {
  /** The form value: a data URL for a new photo, the saved photo's URL, or null for none. */
  name: string
  label: string
  hint: string
  texts: PhotoFieldTexts
  /** The image types the server takes. */
  types: readonly string[]
  /** Why a chosen file cannot be the photo (the server's rule), or null when it can. */
  fileError: (file: Blob) => string | null
  /** 'portrait': a person's round photo; 'picture': a 4:3 photo (a post's). */
  shape: 'portrait' | 'picture'
  /** Offers texts.remove to leave the field without a photo. */
  removable?: boolean
  /** Moves the focus to the field when a chosen file is refused. */
  focusOnError?: boolean
}

/**
 * A photo chosen from the device: checked before it is read, with a preview, "Elegir foto" / "Cambiar foto"
 * and, where allowed, "Quitar foto". It takes both columns of a two-column form.
 */
export function PhotoField({
  name,
  label,
  hint,
  texts,
  types,
  fileError,
  shape,
  removable = false,
  focusOnError = false,
}: PhotoFieldProps) {
  const { control, setError, clearErrors } = useFormContext()
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        async function choose(event: React.ChangeEvent<HTMLInputElement>) {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (!file) return
          // A camera's photo is scaled down first, so it is not refused for its size.
          const ready = await shrinkPhoto(file)
          const problem = fileError(ready)
          if (problem) {
            setError(name, { type: 'client', message: problem }, { shouldFocus: focusOnError })
            return
          }
          try {
            field.onChange(await readAsDataUrl(ready))
            clearErrors(name)
          } catch {
            setError(name, { type: 'client', message: texts.unreadable })
          }
        }

        function remove() {
          field.onChange(null)
          clearErrors(name)
        }

        const photo = typeof field.value === 'string' && field.value ? field.value : null
        return (
          <FormItem className="sm:col-span-2">
            <FormLabel>{label}</FormLabel>
            <div className={cn('flex flex-wrap gap-4', shape === 'portrait' ? 'items-center' : 'items-end')}>
              <PhotoPreview src={photo} shape={shape} texts={texts} />
              <div className="flex flex-wrap gap-2">
                <FormControl>
                  <input
                    type="file"
                    name={name}
                    accept={types.join(',')}
                    className="peer sr-only"
                    onChange={(event) => void choose(event)}
                    ref={field.ref}
                  />
                </FormControl>
                <ChooseButton>{photo ? texts.change : texts.choose}</ChooseButton>
                {removable && photo && (
                  <Button variant="ghost" onClick={remove}>
                    {texts.remove}
                  </Button>
                )}
              </div>
            </div>
            <FormDescription>{hint}</FormDescription>
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

function PhotoPreview({
  src,
  shape,
  texts,
}: {
  src: string | null
  shape: PhotoFieldProps['shape']
  texts: PhotoFieldTexts
}) {
  const frame = shape === 'portrait' ? 'size-24 rounded-full' : 'aspect-[4/3] w-40 rounded-lg'
  if (!src) {
    const Icon = shape === 'portrait' ? UserRoundIcon : ImageIcon
    return (
      <div
        className={cn(
          'flex items-center justify-center bg-muted text-muted-foreground',
          frame,
          shape === 'picture' && 'border border-dashed',
        )}
      >
        <Icon className="size-10" aria-hidden />
        <span className="sr-only">{texts.none}</span>
      </div>
    )
  }
  return <img src={src} alt={texts.preview} className={cn('border bg-muted object-cover', frame)} />
}
