import { EllipsisVerticalIcon } from 'lucide-react'
import { useRef } from 'react'
import type * as React from 'react'
import { TooltipIconButton } from '@/components/tooltip-icon-button'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { cn } from '@/lib/utils'

/** One action of a list's row. */
export type RowAction = {
  id: string
  /** The whole name, for screen readers: "Editar la nota del 12/11/2026". */
  label: string
  /** The visible word: the icon's tooltip and the menu item ("Editar"). */
  short: string
  icon: React.ReactNode
  onSelect: () => void
  disabled?: boolean
  destructive?: boolean
}

type RowActionsProps = {
  actions: RowAction[]
  /** The menu button's visible text ("Más acciones"). */
  menuText: string
  /** The menu button's whole name, starting with its text: "Más acciones para la nota del 12/11/2026". */
  menuLabel: string
  className?: string
}

/**
 * A row's actions, reachable without hover (DESIGN 8): as icon buttons with tooltips in a wide list on a
 * screen without touch (the container, an `@container`, 48rem or wider, and no coarse pointer), and
 * otherwise, on phones, tablets and touch screens, in a labelled "Más acciones" menu whose items say what
 * they do. Every target is 44 px.
 *
 * A menu item runs its action once the menu has closed and given the focus back to its button, so a dialog
 * the action opens takes the focus and returns it there.
 */
export function RowActions({ actions, menuText, menuLabel, className }: RowActionsProps) {
  const chosen = useRef<RowAction | null>(null)
  if (actions.length === 0) return null
  return (
    <div className={cn('flex shrink-0 items-center', className)}>
      <div className="hidden items-center gap-1 @min-[48rem]:not-pointer-coarse:flex">
        {actions.map((action) => (
          <TooltipIconButton
            key={action.id}
            label={action.label}
            tooltip={action.short}
            onClick={action.onSelect}
            disabled={action.disabled}
            className={cn(action.destructive && 'text-destructive hover:text-destructive')}
          >
            {action.icon}
          </TooltipIconButton>
        ))}
      </div>
      <div className="@min-[48rem]:not-pointer-coarse:hidden">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" aria-label={menuLabel} className="px-3">
              <EllipsisVerticalIcon aria-hidden />
              {menuText}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            align="end"
            collisionPadding={8}
            onCloseAutoFocus={() => {
              const action = chosen.current
              chosen.current = null
              // After this handler the menu's button gets the focus back; the action runs right after.
              if (action) setTimeout(action.onSelect, 0)
            }}
          >
            {actions.map((action) => (
              <DropdownMenuItem
                key={action.id}
                disabled={action.disabled}
                variant={action.destructive ? 'destructive' : 'default'}
                onSelect={() => {
                  chosen.current = action
                }}
              >
                {action.icon}
                {action.short}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </div>
  )
}
