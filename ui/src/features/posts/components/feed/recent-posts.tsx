import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { postsQueryOptions } from '@/features/posts/api'
import { FeedPost } from '@/features/posts/components/feed/feed-post'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

const t = es.dashboard.feed

/** How many posts the feed shows at first, and how many more each "Mostrar más" adds. */
export const FEED_PAGE = 5

/** Publicaciones Recientes: the newest posts, with likes, comments and sharing. */
export function RecentPosts({ className }: { className?: string }) {
  const list = useQuery(postsQueryOptions())
  const [shown, setShown] = useState(FEED_PAGE)
  const headingId = useId()

  return (
    <section aria-labelledby={headingId} className={cn('grid content-start gap-4', className)}>
      <h2 id={headingId} className="text-xl font-semibold">
        {t.title}
      </h2>
      {list.isPending ? (
        <div aria-busy className="grid gap-4">
          {Array.from({ length: 2 }, (_, index) => (
            <Skeleton key={index} className="h-80 rounded-xl" />
          ))}
        </div>
      ) : list.isError ? (
        <LoadError what={t.loadError} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="rounded-xl border bg-card px-4 py-10 text-center text-muted-foreground">{t.empty}</p>
      ) : (
        <>
          {list.data.slice(0, shown).map((post) => (
            <FeedPost key={post._id} post={post} />
          ))}
          {list.data.length > shown && (
            <Button variant="outline" className="justify-self-center" onClick={() => setShown((n) => n + FEED_PAGE)}>
              {t.showMore}
            </Button>
          )}
        </>
      )}
    </section>
  )
}
