import { ImageIcon } from 'lucide-react'
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table'
import type { ListLayoutProps } from '@/components/list-layout'
import { VisibilityBadge } from '@/features/posts/components/visibility-badge'
import { thumbnailOf } from '@/features/posts/photo'
import { postLabel } from '@/features/posts/post-label'
import type { Post } from '@/features/posts/schemas'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'

const t = es.posts

function Thumbnail({ post }: { post: Post }) {
  if (!post.photo) {
    return (
      <span className="grid size-14 place-items-center rounded-lg bg-muted text-muted-foreground">
        <ImageIcon className="size-6" aria-hidden />
        <span className="sr-only">{t.photo.none}</span>
      </span>
    )
  }
  return (
    <img
      src={thumbnailOf(post.photo)}
      alt={t.photo.alt(postLabel(post))}
      width={56}
      height={56}
      loading="lazy"
      className="size-14 rounded-lg bg-muted object-cover"
    />
  )
}

/** The posts as a table: photo, title and text, audience, date, author, and actions. */
export function PostsTable({ rows, loading, renderActions, className }: ListLayoutProps<Post>) {
  const columns: DataTableColumn<Post>[] = [
    {
      id: 'photo',
      header: <span className="sr-only">{t.columns.photo}</span>,
      cell: (p) => <Thumbnail post={p} />,
      className: 'w-20',
    },
    {
      id: 'post',
      header: t.columns.post,
      cell: (p) => (
        <div className="grid max-w-lg gap-0.5">
          {p.title && <span className="font-medium break-words">{p.title}</span>}
          <span className="line-clamp-2 break-words text-muted-foreground">{p.content}</span>
        </div>
      ),
    },
    { id: 'visibility', header: t.columns.visibility, cell: (p) => <VisibilityBadge visibility={p.visibility} /> },
    { id: 'date', header: t.columns.date, cell: (p) => formatDate(p.createdAt), className: 'tabular-nums' },
    {
      id: 'author',
      header: t.columns.author,
      cell: (p) => p.author || t.defaultAuthor,
      className: 'hidden @min-[64rem]:table-cell',
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t.columns.actions}</span>,
      cell: renderActions,
      className: 'w-px',
    },
  ]
  return (
    <div className={className}>
      <DataTable
        caption={t.caption}
        columns={columns}
        data={rows}
        getRowId={(p) => p._id}
        loading={loading}
        emptyMessage={t.empty}
      />
    </div>
  )
}
