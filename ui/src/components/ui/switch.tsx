import type * as React from 'react'
import { cn } from '@/lib/utils'

/**
 * An on/off switch: a native checkbox announced as a switch, so it keeps its `name`, takes part in forms
 * and tests like any checkbox, and is drawn as a track with a sliding thumb. `className` styles the track;
 * every other prop (id, aria-*, ref…) goes to the checkbox.
 */
function Switch({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type' | 'role'>) {
  return (
    <span data-slot="switch" className={cn('relative inline-flex h-7 w-12 shrink-0', className)}>
      <input
        type="checkbox"
        role="switch"
        className={cn(
          'peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full bg-input transition-colors outline-none checked:bg-primary',
          'focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
        )}
        {...props}
      />
      <span
        aria-hidden
        className="pointer-events-none absolute top-1 left-1 size-5 rounded-full bg-card shadow-sm transition-transform peer-checked:translate-x-5"
      />
    </span>
  )
}

export { Switch }
