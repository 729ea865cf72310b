import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { es } from '@/i18n/es'
import type { Area } from '@/lib/areas'

/** The Select's value for "Sin área" (Radix needs a non-empty value). */
const NO_AREA_VALUE = '__none__'

type AreaPickerProps = {
  patientName: string
  areas: Area[]
  /** The chosen area id, or null for Sin área. */
  value: string | null
  onChange: (areaId: string | null) => void
  disabled?: boolean
}

/** "Configurar áreas": one resident's area, chosen in the list. */
export function AreaPicker({ patientName, areas, value, onChange, disabled }: AreaPickerProps) {
  return (
    <Select
      value={value ?? NO_AREA_VALUE}
      onValueChange={(next) => onChange(next === NO_AREA_VALUE ? null : next)}
      disabled={disabled}
    >
      <SelectTrigger aria-label={es.patientList.configure.areaOf(patientName)} className="h-10 min-w-40">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NO_AREA_VALUE}>{es.patientList.noArea}</SelectItem>
        {areas.map((area) => (
          <SelectItem key={area._id} value={area._id}>
            {area.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
