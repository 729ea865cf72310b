import { SearchIcon } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { es } from '@/i18n/es'

const t = es.inventory.search

type SearchBoxProps = {
  /** The search in the URL. */
  value: string
  onChange: (value: string) => void
}

/**
 * The name search. The list is filtered in the browser, so every keystroke goes to the URL at once; the
 * box keeps its own text so typing never waits for the router, and follows the URL when it changes from
 * elsewhere (back button, a link from the dashboard).
 */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const id = useId()
  const [text, setText] = useState(value)
  const sent = useRef(value)

  useEffect(() => {
    if (value === sent.current) return
    sent.current = value
    setText(value)
  }, [value])

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t.label}</Label>
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
          placeholder={t.placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          className="pl-10"
          onChange={(event) => {
            const next = event.target.value
            setText(next)
            sent.current = next
            onChange(next)
          }}
        />
      </div>
    </div>
  )
}
