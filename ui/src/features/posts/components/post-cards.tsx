import { Skeleton } from '@/components/ui/skeleton'
import type { PostListLayoutProps } from '@/features/posts/components/post-list-layout'
import { VisibilityBadge } from '@/features/posts/components/visibility-badge'
import { postLabel } from '@/features/posts/post-label'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'
import { cn } from '@/lib/utils'

const t = es.posts
const LOADING_CARDS = 4

/** The posts as cards with their photo and title, for phones and tablets in portrait. */
export function PostCards({ rows, loading, renderActions, className }: PostListLayoutProps) {
  if (loading) {
    return (
      <div aria-busy className={cn('grid gap-3 @min-[34rem]:grid-cols-2', className)}>
        {Array.from({ length: LOADING_CARDS }, (_, index) => (
          <Skeleton key={index} className="h-72 rounded-xl" />
        ))}
      </div>
    )
  }
  if (rows.length === 0) {
    return (
      <p className={cn('rounded-xl border bg-card px-4 py-10 text-center text-muted-foreground', className)}>
        {t.empty}
      </p>
    )
  }
  return (
    <ul aria-label={t.caption} className={cn('grid gap-3 @min-[34rem]:grid-cols-2', className)}>
      {rows.map((post) => (
        <li key={post._id} className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
          {post.photo && (
            <img
              src={post.photo}
              alt={t.photo.alt(postLabel(post))}
              loading="lazy"
              className="aspect-video w-full bg-muted object-cover"
            />
          )}
          <div className="flex flex-1 flex-col gap-2 p-4">
            <div className="flex items-start justify-between gap-2">
              <p className={cn('min-w-0 pt-2 font-semibold break-words', !post.title && 'text-muted-foreground')}>
                {post.title || t.untitled}
              </p>
              {renderActions(post)}
            </div>
            <p className="line-clamp-3 break-words">{post.content}</p>
            <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-muted-foreground">
              <VisibilityBadge visibility={post.visibility} />
              <span className="tabular-nums">{formatDate(post.createdAt)}</span>
              <span>{post.author || t.defaultAuthor}</span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
