import { SearchIcon } from 'lucide-react'
import { useId } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { es } from '@/i18n/es'

type RecordSearchProps = {
  value: string
  onChange: (value: string) => void
  placeholder: string
}

/** The panel's search box; the list filters as one types (accents and case ignored). */
export function RecordSearch({ value, onChange, placeholder }: RecordSearchProps) {
  const id = useId()
  return (
    <div className="relative w-full @min-[40rem]:max-w-sm">
      <Label htmlFor={id} className="sr-only">
        {es.records.common.searchLabel}
      </Label>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        id={id}
        type="search"
        name="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        className="pl-10"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
