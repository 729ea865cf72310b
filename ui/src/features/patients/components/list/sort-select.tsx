import { useId } from 'react'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import type { Sorting } from '@/features/patients/components/list/sorting'
import { es } from '@/i18n/es'

const t = es.patientList.sort

const OPTIONS: { value: string; label: string; sorting: Sorting }[] = [
  { value: 'name-asc', label: t.nameAsc, sorting: { sort: 'name', order: 'asc' } },
  { value: 'name-desc', label: t.nameDesc, sorting: { sort: 'name', order: 'desc' } },
  { value: 'age-asc', label: t.ageAsc, sorting: { sort: 'age', order: 'asc' } },
  { value: 'age-desc', label: t.ageDesc, sorting: { sort: 'age', order: 'desc' } },
]

/** The sort of the card list (small screens), where there are no column headers to click. */
export function SortSelect({ sorting, onChange }: { sorting: Sorting; onChange: (sorting: Sorting) => void }) {
  const id = useId()
  const value = `${sorting.sort}-${sorting.order}`
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t.label}</Label>
      <Select
        value={value}
        onValueChange={(next) => {
          const option = OPTIONS.find((candidate) => candidate.value === next)
          if (option) onChange(option.sorting)
        }}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {OPTIONS.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
