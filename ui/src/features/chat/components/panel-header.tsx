import { ArrowLeftIcon } from 'lucide-react'
import type * as React from 'react'
import { Button } from '@/components/ui/button'
import { SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet'
import { es } from '@/i18n/es'

type PanelHeaderProps = {
  title: string
  description: string
  /** Back to the conversations (absent on the list itself). */
  onBack?: () => void
  /** Before the title (an avatar). */
  leading?: React.ReactNode
}

/** The chat panel's title bar; the sheet's close button sits at its right. */
export function PanelHeader({ title, description, onBack, leading }: PanelHeaderProps) {
  return (
    <SheetHeader className="flex-row items-center gap-2 border-b p-3 pr-14">
      {onBack && (
        <Button variant="ghost" size="icon" onClick={onBack} aria-label={es.chat.back}>
          <ArrowLeftIcon aria-hidden />
        </Button>
      )}
      {leading}
      <div className="grid min-w-0 gap-0.5">
        <SheetTitle className="truncate">{title}</SheetTitle>
        <SheetDescription className="truncate text-sm">{description}</SheetDescription>
      </div>
    </SheetHeader>
  )
}
