import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import type { AuditOption, AuditSearch } from '@/features/audit/schemas'
import { es } from '@/i18n/es'

const t = es.audit.filters

/** The Select's value for "every one" (Radix needs a non-empty value). */
const ALL = '__all__'

type OptionSelectProps = {
  label: string
  allLabel: string
  options: readonly AuditOption[]
  value: string | undefined
  onChange: (value: string | undefined) => void
  disabled?: boolean
}

function OptionSelect({ label, allLabel, options, value, onChange, disabled }: OptionSelectProps) {
  const id = useId()
  // A chosen id the list does not hold (a deactivated account, options not loaded yet) stays selectable.
  const known = value === undefined || options.some((o) => o._id === value)
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? undefined : next)} disabled={disabled}>
        <SelectTrigger id={id} className="min-h-11 w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {!known && value && <SelectItem value={value}>{value}</SelectItem>}
          {options.map((option) => (
            <SelectItem key={option._id} value={option._id}>
              {option.archived ? t.archived(option.name) : option.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}

type AuditFiltersProps = {
  search: AuditSearch
  residents: readonly AuditOption[]
  people: readonly AuditOption[]
  optionsLoading: boolean
  onChange: (patch: Partial<Omit<AuditSearch, 'page'>>) => void
  onClear: () => void
  filtered: boolean
}

/** Resident, person and from/to days. */
export function AuditFilters({ search, residents, people, optionsLoading, onChange, onClear, filtered }: AuditFiltersProps) {
  const fromId = useId()
  const toId = useId()
  return (
    <fieldset className="grid gap-4 @min-[40rem]:grid-cols-2 @min-[64rem]:grid-cols-4">
      <legend className="sr-only">{t.label}</legend>
      <OptionSelect
        label={t.resident}
        allLabel={t.anyResident}
        options={residents}
        value={search.residentId}
        onChange={(residentId) => onChange({ residentId })}
        disabled={optionsLoading}
      />
      <OptionSelect
        label={t.person}
        allLabel={t.anyPerson}
        options={people}
        value={search.userId}
        onChange={(userId) => onChange({ userId })}
        disabled={optionsLoading}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={fromId}>{t.from}</Label>
        <Input
          id={fromId}
          type="date"
          className="min-h-11"
          value={search.from ?? ''}
          max={search.to}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={toId}>{t.to}</Label>
        <Input
          id={toId}
          type="date"
          className="min-h-11"
          value={search.to ?? ''}
          min={search.from}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
      {filtered && (
        <Button variant="outline" className="min-h-11 justify-self-start" onClick={onClear}>
          {t.clear}
        </Button>
      )}
    </fieldset>
  )
}
