import type * as React from 'react'
import { cn } from '@/lib/utils'

/**
 * A native checkbox (not Radix's button-based one): it takes part in forms, autofill and tests like
 * any input, keeps its `name`, and is styled with the theme's accent colour.
 */
function Checkbox({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      className={cn(
        'peer size-5 shrink-0 cursor-pointer rounded-[5px] accent-primary outline-none',
        'focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  )
}

export { Checkbox }
