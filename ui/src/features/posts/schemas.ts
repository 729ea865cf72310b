import { z } from 'zod'
import { text } from '@/lib/schemas'

/** The API's shapes for posts (GET /posts and the answers of create, update, like and comment). */

export const VISIBILITIES = ['workers', 'families', 'both'] as const
export type Visibility = (typeof VISIBILITIES)[number]

export const commentSchema = z.object({
  _id: z.string().min(1),
  content: text,
  author: text,
  authorId: text,
  createdAt: text,
})

export type PostComment = z.infer<typeof commentSchema>

export const postSchema = z.object({
  _id: z.string().min(1),
  title: text,
  content: text,
  /** `/api/images/{id}`, served with the session cookie. */
  photo: z.string().nullable().catch(null),
  visibility: z.enum(VISIBILITIES).catch('both'),
  author: text,
  authorPhoto: z.string().nullable().catch(null),
  likes: z.number().int().nonnegative().catch(0),
  likedByMe: z.boolean().catch(false),
  comments: z.array(commentSchema).catch([]),
  createdAt: text,
  createdBy: text,
  createdByName: text,
  /** The server's answer: the caller may edit and delete it (its author, or content.edit-any). */
  canEdit: z.boolean().catch(false),
})

export type Post = z.infer<typeof postSchema>

/**
 * What create and update send. `photo` is a data URL for a new photo; an update leaves it out to keep
 * the current one.
 */
export type PostInput = {
  title: string
  content: string
  visibility: Visibility
  photo?: string
}
