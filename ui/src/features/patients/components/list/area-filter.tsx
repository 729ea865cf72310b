import { useId } from 'react'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { NO_AREA } from '@/features/patients/list-search'
import type { Area } from '@/features/patients/schemas'
import { es } from '@/i18n/es'

const t = es.patientList.areaFilter

/** The Select's value for "every area" (Radix needs a non-empty value). */
const ALL_AREAS = '__all__'

type AreaFilterProps = {
  areas: Area[]
  /** An area id, NO_AREA, or undefined for every area. */
  value: string | undefined
  onChange: (value: string | undefined) => void
}

/** Shows every area's residents, those without area, or one area's. */
export function AreaFilter({ areas, value, onChange }: AreaFilterProps) {
  const id = useId()
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t.label}</Label>
      <Select value={value ?? ALL_AREAS} onValueChange={(next) => onChange(next === ALL_AREAS ? undefined : next)}>
        <SelectTrigger id={id} className="sm:w-56">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_AREAS}>{t.all}</SelectItem>
          <SelectItem value={NO_AREA}>{t.none}</SelectItem>
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
