import type * as React from 'react'
import { cn } from '@/lib/utils'

/**
 * A native radio button, like Checkbox: it keeps its `name` and value in forms and tests, moves with
 * the arrow keys inside its group, and is styled with the theme's accent colour.
 */
function Radio({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="radio"
      data-slot="radio"
      className={cn(
        'peer size-5 shrink-0 cursor-pointer accent-primary outline-none',
        'focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  )
}

export { Radio }
