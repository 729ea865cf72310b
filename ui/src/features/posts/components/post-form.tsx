import { ErrorBanner } from '@/components/error-banner'
import { FormFooter } from '@/components/form-footer'
import { PhotoField } from '@/components/photo-field'
import { TextFormField } from '@/components/text-form-field'
import { Form } from '@/components/ui/form'
import { useCreatePost, useUpdatePost } from '@/features/posts/api'
import { VisibilityField } from '@/features/posts/components/visibility-field'
import {
  POST_FORM_FIELDS,
  postFormSchema,
  toPostFormValues,
  toPostInput,
  type PostFormValues,
} from '@/features/posts/form-schema'
import { POST_PHOTO_TYPES, postPhotoError } from '@/features/posts/photo'
import type { Post } from '@/features/posts/schemas'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.posts

type PostFormProps = {
  /** The post to edit, or null for a new one. */
  post: Post | null
  onSaved: () => void
}

/** Title (optional), content, photo and visibility; publishes the post or saves it. */
export function PostForm({ post, onSaved }: PostFormProps) {
  const create = useCreatePost()
  const update = useUpdatePost()
  const mode = post ? 'edit' : 'create'
  // Checked on submit, not on blur: a message appearing as the focus leaves a field would move the
  // Guardar button away from under the pointer and swallow the click.
  const { form, banner, submit } = useSchemaForm(
    postFormSchema(mode),
    toPostFormValues(post),
    POST_FORM_FIELDS,
    'onSubmit',
  )

  async function onSubmit(values: PostFormValues) {
    const input = toPostInput(values)
    const saved = post
      ? await submit(() => update.mutateAsync({ id: post._id, input }), {
          title: t.toasts.updatedTitle,
          description: t.toasts.updatedText,
        })
      : await submit(() => create.mutateAsync(input), {
          title: t.toasts.createdTitle,
          description: t.toasts.createdText,
        })
    if (saved) onSaved()
  }

  const submitting = form.formState.isSubmitting
  const submitLabel = post ? (submitting ? t.updating : t.update) : submitting ? t.creating : t.create

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5 sm:grid-cols-2">
        <ErrorBanner message={banner} className="sm:col-span-2" />
        <TextFormField
          control={form.control}
          name="title"
          label={t.fields.title}
          labelNote={t.optional}
          hint={t.titleHint}
          className="sm:col-span-2"
        />
        <TextFormField
          control={form.control}
          name="content"
          label={t.fields.content}
          rows={5}
          className="sm:col-span-2"
        />
        <PhotoField
          name="photo"
          label={t.fields.photo}
          hint={mode === 'edit' ? `${t.photo.hint}. ${t.photo.keepHint}` : t.photo.hint}
          texts={t.photo}
          types={POST_PHOTO_TYPES}
          fileError={postPhotoError}
          shape="picture"
          focusOnError
        />
        <VisibilityField />
        <FormFooter label={submitLabel} submitting={submitting} className="sm:col-span-2" />
      </form>
    </Form>
  )
}
