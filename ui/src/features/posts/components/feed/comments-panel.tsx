import { CommentForm } from '@/features/posts/components/feed/comment-form'
import type { Post } from '@/features/posts/schemas'
import { es } from '@/i18n/es'
import { formatDateTime } from '@/lib/dates'

const t = es.dashboard.feed

type CommentsPanelProps = { id: string; post: Post }

/** The post's comments, oldest first, and the box to add one. */
export function CommentsPanel({ id, post }: CommentsPanelProps) {
  return (
    <div id={id} className="grid gap-4 border-t pt-4">
      {post.comments.length === 0 ? (
        <p className="text-muted-foreground">{t.noComments}</p>
      ) : (
        <ul aria-label={t.commentsOf(post.title || post.author || es.posts.defaultAuthor)} className="grid gap-3">
          {post.comments.map((comment) => (
            <li key={comment._id} className="rounded-lg bg-muted px-3 py-2">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium">{comment.author || es.posts.defaultAuthor}</span>
                <time dateTime={comment.createdAt} className="text-sm text-muted-foreground">
                  {formatDateTime(comment.createdAt)}
                </time>
              </p>
              <p className="break-words whitespace-pre-line">{comment.content}</p>
            </li>
          ))}
        </ul>
      )}
      <CommentForm postId={post._id} />
    </div>
  )
}
