import { Badge } from '@/components/ui/badge'
import type { Visibility } from '@/features/posts/schemas'
import { es } from '@/i18n/es'

const VARIANT = { workers: 'secondary', families: 'warning', both: 'success' } as const

/** Who sees the post: Trabajadores, Familias or Ambos. */
export function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  return <Badge variant={VARIANT[visibility]}>{es.posts.visibility[visibility]}</Badge>
}
