import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

type ViewToggleProps<V extends string> = {
  /** The group's name for screen readers. */
  label: string
  /** The views in their order, each with its button's text. */
  views: readonly { view: V; label: string }[]
  value: V
  onChange: (view: V) => void
  /** The buttons' own spacing, when it differs (e.g. "px-5"). */
  buttonClassName?: string
  /** The row's own classes (e.g. "flex-wrap" for many views on a phone). */
  className?: string
}

/** A row of pressed / not pressed buttons that choose which view of a page is shown (Activos / Archivados…). */
export function ViewToggle<V extends string>({ label, views, value, onChange, buttonClassName, className }: ViewToggleProps<V>) {
  return (
    <div role="group" aria-label={label} className={cn('inline-flex w-fit rounded-lg bg-muted p-1', className)}>
      {views.map((option) => (
        <Button
          key={option.view}
          variant="ghost"
          aria-pressed={value === option.view}
          className={cn(
            'h-10 px-4 text-muted-foreground aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-sm',
            buttonClassName,
          )}
          onClick={() => onChange(option.view)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  )
}
