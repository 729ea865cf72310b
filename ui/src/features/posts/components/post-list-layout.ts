import type * as React from 'react'
import type { Post } from '@/features/posts/schemas'

/** What the table (wide pages) and the cards (narrow pages) both show. */
export type PostListLayoutProps = {
  rows: Post[]
  loading: boolean
  /** Edit and delete for the posts the viewer may change; nothing for the others. */
  renderActions: (post: Post) => React.ReactNode
  className?: string
}
