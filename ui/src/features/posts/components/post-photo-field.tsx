import { ImageIcon } from 'lucide-react'
import type * as React from 'react'
import { useFormContext } from 'react-hook-form'
import { buttonVariants } from '@/components/ui/button'
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
} from '@/components/ui/form'
import type { PostFormMode, PostFormValues } from '@/features/posts/form-schema'
import { POST_PHOTO_TYPES, postPhotoError } from '@/features/posts/photo'
import { es } from '@/i18n/es'
import { readAsDataUrl } from '@/lib/read-file'
import { cn } from '@/lib/utils'

const t = es.posts.photo

/**
 * The post's photo: a PNG, JPG, GIF or WebP up to 10 MB, checked here before it is read, with a
 * preview. On edit the current photo stays unless another is chosen.
 */
export function PostPhotoField({ mode }: { mode: PostFormMode }) {
  const { control, setError, clearErrors } = useFormContext<PostFormValues>()
  return (
    <FormField
      control={control}
      name="photo"
      render={({ field }) => {
        async function choose(event: React.ChangeEvent<HTMLInputElement>) {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (!file) return
          const problem = postPhotoError(file)
          if (problem) {
            setError('photo', { type: 'client', message: problem }, { shouldFocus: true })
            return
          }
          try {
            field.onChange(await readAsDataUrl(file))
            clearErrors('photo')
          } catch {
            setError('photo', { type: 'client', message: t.unreadable })
          }
        }

        return (
          <FormItem className="sm:col-span-2">
            <FormLabel>{es.posts.fields.photo}</FormLabel>
            <div className="flex flex-wrap items-end gap-4">
              <PhotoPreview src={field.value} />
              <FormControl>
                <input
                  type="file"
                  name="photo"
                  accept={POST_PHOTO_TYPES.join(',')}
                  className="peer sr-only"
                  onChange={(event) => void choose(event)}
                  ref={field.ref}
                />
              </FormControl>
              <ChooseButton>{field.value ? t.change : t.choose}</ChooseButton>
            </div>
            <FormDescription>{mode === 'edit' ? `${t.hint}. ${t.keepHint}` : t.hint}</FormDescription>
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
      <div className="flex aspect-[4/3] w-40 items-center justify-center rounded-lg border border-dashed bg-muted text-muted-foreground">
        <ImageIcon className="size-10" aria-hidden />
        <span className="sr-only">{t.none}</span>
      </div>
    )
  }
  return <img src={src} alt={t.preview} className="aspect-[4/3] w-40 rounded-lg border bg-muted object-cover" />
}
