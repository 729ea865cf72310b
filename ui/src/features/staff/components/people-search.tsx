import { SearchIcon } from 'lucide-react'
import { useId } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

type PeopleSearchProps = {
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
}

/** A card's search box; the list filters as one types (the whole team is already loaded). */
export function PeopleSearch({ label, placeholder, value, onChange }: PeopleSearchProps) {
  const id = useId()
  return (
    <div className="relative">
      <Label htmlFor={id} className="sr-only">
        {label}
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
