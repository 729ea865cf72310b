import { ErrorBanner } from '@/components/error-banner'
import { TextFormField } from '@/components/text-form-field'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { useAddComment } from '@/features/posts/api'
import { commentSchema, type CommentValues } from '@/features/posts/comment-schema'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.dashboard.feed

/** Writes a comment on the post; the post comes back with every comment and the list shows it. */
export function CommentForm({ postId }: { postId: string }) {
  const add = useAddComment()
  const { form, banner, submit } = useSchemaForm(commentSchema, { content: '' }, ['content'], 'onSubmit')

  async function onSubmit(values: CommentValues) {
    if (await submit(() => add.mutateAsync({ id: postId, content: values.content }), null)) form.reset({ content: '' })
  }

  const submitting = form.formState.isSubmitting
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-3">
        <ErrorBanner message={banner} />
        <TextFormField
          control={form.control}
          name="content"
          label={t.commentLabel}
          placeholder={t.commentPlaceholder}
          rows={2}
        />
        <Button type="submit" size="sm" className="justify-self-end" disabled={submitting}>
          {submitting ? t.sendingComment : t.sendComment}
        </Button>
      </form>
    </Form>
  )
}
