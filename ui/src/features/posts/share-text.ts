import { postLabel } from '@/features/posts/post-label'
import type { Post } from '@/features/posts/schemas'
import { es } from '@/i18n/es'

/** What sharing a post hands over: its title and text, signed with its author and the home's app. */
export function postShareData(post: Pick<Post, 'title' | 'content' | 'author'>) {
  const author = post.author || es.posts.defaultAuthor
  const text = [post.title, post.content, `${author} · ${es.app.name}`].filter(Boolean).join('\n\n')
  return { title: postLabel(post), text }
}
