import { EmailText, orDash } from '@/features/staff/components/cells'
import type { PersonColumn } from '@/features/staff/components/people-list'
import { PositionCell } from '@/features/staff/components/personnel/position-cell'
import type { StaffMember } from '@/features/staff/schemas'
import { es } from '@/i18n/es'

const c = es.staff.personnel.columns

/**
 * Cargo, Especialidad, Email and Teléfono. On a narrower table the Especialidad column gives way and the
 * specialty is shown under the Cargo; Email goes next.
 */
export const PERSONNEL_COLUMNS: PersonColumn<StaffMember>[] = [
  {
    id: 'position',
    header: c.position,
    cell: (m) => <PositionCell member={m} />,
    tableCell: (m) => (
      <div className="grid gap-0.5">
        <PositionCell member={m} />
        {m.specialty && <span className="text-sm text-muted-foreground @min-[60rem]:hidden">{m.specialty}</span>}
      </div>
    ),
  },
  {
    id: 'specialty',
    header: c.specialty,
    cell: (m) => orDash(m.specialty),
    className: 'hidden @min-[60rem]:table-cell',
  },
  {
    id: 'email',
    header: c.email,
    cell: (m) => <EmailText email={m.email} />,
    className: 'hidden @min-[46rem]:table-cell',
  },
  { id: 'phone', header: c.phone, cell: (m) => orDash(m.phone), className: 'whitespace-nowrap' },
]
