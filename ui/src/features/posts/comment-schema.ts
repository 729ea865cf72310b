import { z } from 'zod'
import { es } from '@/i18n/es'

/** A comment on a post, with the server's rules: not empty, at most 2000 characters. */
export const commentSchema = z.object({
  content: z.string().trim().min(1, es.dashboard.feed.commentRequired).max(2000, es.validation.tooLong(2000)),
})

export type CommentValues = z.infer<typeof commentSchema>
