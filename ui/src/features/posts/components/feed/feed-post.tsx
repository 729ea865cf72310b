import { HeartIcon, MessageCircleIcon, Share2Icon } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useToggleLike } from '@/features/posts/api'
import { AuthorAvatar } from '@/features/posts/components/feed/author-avatar'
import { CommentsPanel } from '@/features/posts/components/feed/comments-panel'
import { useSharePost } from '@/features/posts/components/feed/use-share-post'
import { VisibilityBadge } from '@/features/posts/components/visibility-badge'
import { postLabel } from '@/features/posts/post-label'
import type { Post } from '@/features/posts/schemas'
import { es } from '@/i18n/es'
import { formatDateTime } from '@/lib/dates'
import { notifyError } from '@/lib/notify'
import { cn } from '@/lib/utils'

const t = es.dashboard.feed

/** Icon over a small label on phones, side by side where the post is wider. */
const REACTION = 'h-auto min-h-11 flex-col gap-0.5 px-1 py-1.5 text-sm @min-[28rem]/post:flex-row @min-[28rem]/post:gap-2 @min-[28rem]/post:text-base'

/** One post of Publicaciones Recientes: author, date, text, photo, counts, and Me gusta / Comentar / Compartir. */
export function FeedPost({ post }: { post: Post }) {
  const like = useToggleLike()
  const share = useSharePost()
  const [commenting, setCommenting] = useState(false)
  const commentsId = useId()
  const author = post.author || es.posts.defaultAuthor

  return (
    <article aria-label={postLabel(post)} className="@container/post grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <header className="flex items-center gap-3">
        <AuthorAvatar name={author} photo={post.authorPhoto} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">{author}</p>
          <time dateTime={post.createdAt} className="text-muted-foreground tabular-nums">
            {formatDateTime(post.createdAt)}
          </time>
        </div>
        <VisibilityBadge visibility={post.visibility} />
      </header>
      {post.title && <h3 className="text-lg font-semibold break-words">{post.title}</h3>}
      <p className="break-words whitespace-pre-line">{post.content}</p>
      {post.photo && (
        <img
          src={post.photo}
          alt={es.posts.photo.alt(postLabel(post))}
          loading="lazy"
          className="max-h-[28rem] w-full rounded-lg bg-muted object-cover"
        />
      )}
      <p className="flex gap-4 text-muted-foreground">
        <span>{t.likes(post.likes)}</span>
        <span>{t.comments(post.comments.length)}</span>
      </p>
      <div className="grid grid-cols-3 gap-1 border-t pt-2">
        <Button
          variant="ghost"
          className={cn(REACTION, post.likedByMe && 'text-destructive hover:text-destructive')}
          aria-pressed={post.likedByMe}
          disabled={like.isPending}
          onClick={() => like.mutate(post._id, { onError: (error) => notifyError(error) })}
        >
          <HeartIcon aria-hidden className={cn(post.likedByMe && 'fill-current')} />
          {t.like}
        </Button>
        <Button
          variant="ghost"
          className={REACTION}
          aria-expanded={commenting}
          aria-controls={commenting ? commentsId : undefined}
          onClick={() => setCommenting((open) => !open)}
        >
          <MessageCircleIcon aria-hidden />
          {t.comment}
        </Button>
        <Button variant="ghost" className={REACTION} onClick={() => void share(post)}>
          <Share2Icon aria-hidden />
          {t.share}
        </Button>
      </div>
      {commenting && <CommentsPanel id={commentsId} post={post} />}
    </article>
  )
}
