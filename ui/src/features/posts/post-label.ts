import type { Post } from '@/features/posts/schemas'

const EXCERPT = 40

/** How a post is named in buttons and dialogs: its title, or the start of its content. */
export function postLabel(post: Pick<Post, 'title' | 'content'>): string {
  if (post.title) return post.title
  const content = post.content.replace(/\s+/g, ' ').trim()
  return content.length > EXCERPT ? `${content.slice(0, EXCERPT).trimEnd()}…` : content
}
