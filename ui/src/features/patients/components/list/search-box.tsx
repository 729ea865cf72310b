import { SearchIcon } from 'lucide-react'
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { es } from '@/i18n/es'

/** How long typing must pause before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300

type SearchBoxProps = {
  /** The search in the URL. */
  value: string
  onChange: (value: string) => void
}

/**
 * The list's search box: what is typed goes to the URL (and so to the server, which matches without
 * accents or case) once typing pauses, or at once with Enter. A change of the URL from elsewhere (back
 * button) shows up in the box.
 */
export function SearchBox({ value, onChange }: SearchBoxProps) {
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
    if (text === sent.current) return
    const timer = window.setTimeout(() => send(text), SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [text])

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{es.patientList.search.label}</Label>
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
          placeholder={es.patientList.search.placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          className="pl-10"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && text !== sent.current) send(text)
          }}
        />
      </div>
    </div>
  )
}
