import { z } from 'zod'
import { VISIBILITIES, type Post, type PostInput, type Visibility } from '@/features/posts/schemas'
import { es } from '@/i18n/es'

const v = es.posts.validation
const tooLong = es.validation.tooLong

export type PostFormMode = 'create' | 'edit'

/**
 * SPEC 5 with the server's messages: content required, a photo required on create (an edit keeps the
 * current one unless another is chosen), and who may see it. The title is optional.
 */
export function postFormSchema(mode: PostFormMode) {
  return z.object({
    title: z.string().trim().max(120, tooLong(120)),
    content: z.string().trim().min(1, v.contentRequired).max(5000, tooLong(5000)),
    photo: z
      .string()
      .nullable()
      .refine((photo) => mode === 'edit' || (photo !== null && photo !== ''), v.photoRequired),
    visibility: z.enum(VISIBILITIES, { error: v.visibilityRequired }),
  })
}

export type PostFormValues = {
  title: string
  content: string
  /** A data URL for a new photo, the current photo's URL on edit, or null when none is chosen yet. */
  photo: string | null
  visibility: Visibility
}

export const POST_FORM_FIELDS = ['title', 'content', 'photo', 'visibility'] as const

/** The form's starting values: the post being edited, or a new one visible to both (the default). */
export function toPostFormValues(post: Post | null): PostFormValues {
  return {
    title: post?.title ?? '',
    content: post?.content ?? '',
    photo: post?.photo ?? null,
    visibility: post?.visibility ?? 'both',
  }
}

/** What is sent: the photo only when a new one was chosen (a data URL), so an edit keeps the current one. */
export function toPostInput(values: PostFormValues): PostInput {
  const { photo, ...rest } = values
  return photo?.startsWith('data:') ? { ...rest, photo } : rest
}
