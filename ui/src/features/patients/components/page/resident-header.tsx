import { PatientPhoto } from '@/components/patient-photo'
import { ResidentAllergies } from '@/components/resident-allergies'
import { Badge } from '@/components/ui/badge'
import { CodeStatusBadge } from '@/features/patients/components/page/code-status-badge'
import type { Resident } from '@/features/patients/schemas'
import { es } from '@/i18n/es'

const t = es.residentPage

/**
 * Who the page is about: photo, name, room, age, area and, always, the allergies in red; beside them, a limit
 * on treatment (No RCP…) when one is recorded.
 */
export function ResidentHeader({ resident }: { resident: Resident }) {
  const details = [
    resident.room ? t.room(resident.room) : t.noRoom,
    resident.age === null ? null : t.age(resident.age),
    resident.areaName || t.noArea,
  ].filter((item): item is string => item !== null)
  return (
    <section aria-label={t.details} className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex items-center gap-4">
        <PatientPhoto patient={resident} size="lg" />
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{resident.name}</h1>
            {resident.archived && <Badge variant="secondary">{t.archived}</Badge>}
          </div>
          <p className="text-muted-foreground">{details.join(' · ')}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <CodeStatusBadge status={resident.codeStatus} />
        <ResidentAllergies allergies={resident.allergies} className="min-w-0 flex-1 basis-64" />
      </div>
    </section>
  )
}
