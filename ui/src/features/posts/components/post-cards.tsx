import { CardList } from '@/components/card-list'
import type { ListLayoutProps } from '@/components/list-layout'
import { VisibilityBadge } from '@/features/posts/components/visibility-badge'
import { postLabel } from '@/features/posts/post-label'
import type { Post } from '@/features/posts/schemas'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'
import { cn } from '@/lib/utils'

const t = es.posts

/** The posts as cards with their photo and title, for phones and tablets in portrait. */
export function PostCards({ rows, loading, renderActions, className }: ListLayoutProps<Post>) {
  return (
    <CardList
      rows={rows}
      loading={loading}
      label={t.caption}
      emptyMessage={t.empty}
      skeletonClassName="h-72"
      cardClassName="flex flex-col overflow-hidden"
      className={className}
      renderCard={(post) => (
        <>
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
        </>
      )}
    />
  )
}
