import type * as React from 'react'
import { formatDateTime, formatTime } from '@/lib/dates'
import { cn } from '@/lib/utils'

type MessageBubbleProps = {
  mine: boolean
  /** Who wrote it, for screen readers (the side says it visually). */
  author: string
  /** Shown under the bubble when given. */
  createdAt?: string
  children: React.ReactNode
}

function when(createdAt: string) {
  const date = new Date(createdAt)
  return date.toDateString() === new Date().toDateString() ? formatTime(date) : formatDateTime(date)
}

/** One message: one's own on the right, the others' on the left. */
export function MessageBubble({ mine, author, createdAt, children }: MessageBubbleProps) {
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start', createdAt && 'mb-2')}>
      <span className="sr-only">{author}:</span>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 break-words whitespace-pre-wrap',
          mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        {children}
      </div>
      {createdAt && (
        <time dateTime={createdAt} className="px-1 text-sm text-muted-foreground">
          {when(createdAt)}
        </time>
      )}
    </li>
  )
}
