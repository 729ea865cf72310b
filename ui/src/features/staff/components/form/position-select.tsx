import type { ControllerRenderProps, FieldValues } from 'react-hook-form'
import { FormControl } from '@/components/ui/form'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { POSITIONS } from '@/features/staff/schemas'
import { es } from '@/i18n/es'

/** The Cargo select: Médico, Enfermera or Administrativo. */
export function PositionSelect<T extends FieldValues>({ field }: { field: ControllerRenderProps<T> }) {
  return (
    <Select name={field.name} value={field.value} onValueChange={field.onChange} disabled={field.disabled}>
      <FormControl>
        <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
          <SelectValue placeholder={es.staff.fields.positionPlaceholder} />
        </SelectTrigger>
      </FormControl>
      <SelectContent>
        {POSITIONS.map((position) => (
          <SelectItem key={position} value={position}>
            {es.roles[position]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
