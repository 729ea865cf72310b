import { useId } from 'react'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { es } from '@/i18n/es'
import type { Area } from '@/lib/areas'

const t = es.common.areaFilter

/** The Select's value for "every area" (Radix needs a non-empty value). */
const ALL_AREAS = '__all__'

type AreaFilterProps = {
  areas: readonly Area[]
  /** An area id, `noneValue`, or undefined for every area. */
  value: string | undefined
  onChange: (value: string | undefined) => void
  /** When given, a "Sin área" choice with this value (residents without an area). */
  noneValue?: string
}

/** The area filter of the residents list, the medication round and the alerts queue. */
export function AreaFilter({ areas, value, onChange, noneValue }: AreaFilterProps) {
  const id = useId()
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t.label}</Label>
      <Select value={value ?? ALL_AREAS} onValueChange={(next) => onChange(next === ALL_AREAS ? undefined : next)}>
        <SelectTrigger id={id} className="min-h-11 w-full sm:w-56">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_AREAS}>{t.all}</SelectItem>
          {noneValue && <SelectItem value={noneValue}>{t.none}</SelectItem>}
          {areas.map((area) => (
            <SelectItem key={area._id} value={area._id}>
              {area.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
