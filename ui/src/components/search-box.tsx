import { SearchIcon } from 'lucide-react'
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'

/** How long typing must pause before a search the server answers is sent. */
export const SEARCH_DEBOUNCE_MS = 300

type SearchBoxProps = {
  label: string
  /** Shows the label above the box; otherwise only screen readers say it. */
  showLabel?: boolean
  placeholder: string
  /** The search as the page holds it (often in the URL). */
  value: string
  onChange: (value: string) => void
  /**
   * For a search the server answers: what is typed is sent once typing pauses this long, or at once with
   * Enter. Left out, every keystroke is sent (a list filtered in the browser).
   */
  debounceMs?: number
  className?: string
}

/**
 * A list's search box. It keeps its own text, so typing never waits for the page (or the router), and
 * follows the page's value when it changes from elsewhere (back button, a link).
 */
export function SearchBox({
  label,
  showLabel = false,
  placeholder,
  value,
  onChange,
  debounceMs,
  className,
}: SearchBoxProps) {
  const id = useId()
  const [text, setText] = useState(value)
  const sent = useRef(value)
  const send = useEffectEvent((next: string) => {
    sent.current = next
    onChange(next)
  })

  useEffect(() => {
    if (value === sent.current) return
    sent.current = value
    setText(value)
  }, [value])

  useEffect(() => {
    if (debounceMs === undefined || text === sent.current) return
    const timer = window.setTimeout(() => send(text), debounceMs)
    return () => window.clearTimeout(timer)
  }, [text, debounceMs])

  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id} className={showLabel ? undefined : 'sr-only'}>
        {label}
      </Label>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          id={id}
          type="search"
          name="search"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          className="pl-10"
          onChange={(event) => {
            const next = event.target.value
            setText(next)
            if (debounceMs === undefined) send(next)
          }}
          onKeyDown={(event) => {
            if (debounceMs !== undefined && event.key === 'Enter' && text !== sent.current) send(text)
          }}
        />
      </div>
    </div>
  )
}
