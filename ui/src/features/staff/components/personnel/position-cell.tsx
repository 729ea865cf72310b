import { Badge } from '@/components/ui/badge'
import type { StaffMember } from '@/features/staff/schemas'
import { es } from '@/i18n/es'

/** Médico, Enfermera or Administrativo; a doctor or nurse who also administers gets a small "Admin." badge. */
export function PositionCell({ member }: { member: StaffMember }) {
  const { position, isAdmin } = member
  const clinical = position === 'doctor' || position === 'nurse'
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {position ? es.roles[position] : es.common.notAvailable}
      {isAdmin && clinical && (
        <Badge variant="outline" className="px-2 text-xs" title={es.staff.adminBadgeLabel}>
          <span aria-hidden>{es.staff.adminBadge}</span>
          <span className="sr-only">{es.staff.adminBadgeLabel}</span>
        </Badge>
      )}
    </span>
  )
}
