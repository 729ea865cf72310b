import { EmailText, orDash } from '@/features/staff/components/cells'
import type { PersonColumn } from '@/features/staff/components/people-list'
import { PositionCell } from '@/features/staff/components/personnel/position-cell'
import type { StaffMember } from '@/features/staff/schemas'
import { es } from '@/i18n/es'

const c = es.staff.personnel.columns

/**
 * Cargo, Especialidad, Email and Teléfono: SPEC's columns, each in a column of its own wherever the team is a
 * table (a narrower card shows the team as cards, one line per column).
 */
export const PERSONNEL_COLUMNS: PersonColumn<StaffMember>[] = [
  { id: 'position', header: c.position, cell: (m) => <PositionCell member={m} /> },
  { id: 'specialty', header: c.specialty, cell: (m) => orDash(m.specialty) },
  { id: 'email', header: c.email, cell: (m) => <EmailText email={m.email} /> },
  { id: 'phone', header: c.phone, cell: (m) => orDash(m.phone), className: 'whitespace-nowrap' },
]
