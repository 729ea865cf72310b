import type * as React from 'react'
import { Button } from '@/components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'

type TooltipIconButtonProps = Omit<React.ComponentProps<typeof Button>, 'size' | 'aria-label'> & {
  /** What the button does, read by screen readers. */
  label: string
  /** A shorter text for the tooltip; the label by default. */
  tooltip?: string
  size?: 'icon' | 'icon-sm'
}

/**
 * An icon-only button with a Spanish name and a tooltip. It passes every other prop to the button, so it
 * can be the trigger of a dialog (`asChild` triggers hand it their handlers and ref).
 */
export function TooltipIconButton({
  label,
  tooltip,
  size = 'icon',
  variant = 'ghost',
  ...props
}: TooltipIconButtonProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button size={size} variant={variant} aria-label={label} {...props} />
      </TooltipTrigger>
      <TooltipContent>{tooltip ?? label}</TooltipContent>
    </Tooltip>
  )
}
