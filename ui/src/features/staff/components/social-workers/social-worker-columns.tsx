import { EmailText, orDash } from '@/features/staff/components/cells'
import type { PersonColumn } from '@/features/staff/components/people-list'
import type { SocialWorker } from '@/features/staff/schemas'
import { es } from '@/i18n/es'

const c = es.staff.socialWorkers.columns

/** Área, Email and Teléfono: SPEC's columns, all of them wherever the team is a table. */
export const SOCIAL_WORKER_COLUMNS: PersonColumn<SocialWorker>[] = [
  { id: 'area', header: c.area, cell: (w) => orDash(w.area) },
  { id: 'email', header: c.email, cell: (w) => <EmailText email={w.email} /> },
  { id: 'phone', header: c.phone, cell: (w) => orDash(w.phone), className: 'whitespace-nowrap' },
]
