import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { NewspaperIcon } from 'lucide-react'
import { StatCard } from '@/components/stat-card'
import { Button } from '@/components/ui/button'
import { postsQueryOptions } from '@/features/posts/api'
import { es } from '@/i18n/es'

const t = es.dashboard.counters

/** The dashboard's counter of posts, with a link to Gestión de Posts. */
export function PostCounter() {
  const list = useQuery(postsQueryOptions())
  return (
    <StatCard
      label={t.posts}
      value={list.isError ? null : list.data?.length}
      icon={<NewspaperIcon aria-hidden />}
      action={
        <Button asChild variant="ghost" size="sm" className="min-h-11">
          <Link to="/posts">{t.seePosts}</Link>
        </Button>
      }
    />
  )
}
