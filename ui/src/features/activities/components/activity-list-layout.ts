import type * as React from 'react'
import type { Activity } from '@/features/activities/schemas'

/** What the table (wide pages) and the cards (narrow pages) both show. */
export type ActivityListLayoutProps = {
  rows: Activity[]
  loading: boolean
  /** Edit and delete for the activities the viewer may change; nothing for the others. */
  renderActions: (activity: Activity) => React.ReactNode
  className?: string
}
