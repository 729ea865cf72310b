import { Skeleton } from '@/components/ui/skeleton'
import type { PatientListLayoutProps } from '@/features/patients/components/list/patient-list-layout'
import { PatientPhoto } from '@/features/patients/components/list/patient-photo'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

const t = es.patientList
const LOADING_CARDS = 4

/** The residents as cards, for phones and tablets in portrait. */
export function PatientCards({
  rows,
  loading,
  label,
  emptyMessage,
  renderArea,
  renderActions,
  className,
}: PatientListLayoutProps) {
  if (loading) {
    return (
      <div aria-busy className={cn('grid gap-3 @min-[34rem]:grid-cols-2', className)}>
        {Array.from({ length: LOADING_CARDS }, (_, index) => (
          <Skeleton key={index} className="h-36 rounded-xl" />
        ))}
      </div>
    )
  }
  if (rows.length === 0) {
    return (
      <p className={cn('rounded-xl border bg-card px-4 py-10 text-center text-muted-foreground', className)}>
        {emptyMessage}
      </p>
    )
  }
  return (
    <ul aria-label={label} className={cn('grid gap-3 @min-[34rem]:grid-cols-2', className)}>
      {rows.map((patient) => (
        <li key={patient._id} className="flex flex-col justify-between gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <div className="flex items-start gap-3">
            <PatientPhoto patient={patient} />
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words">{patient.name}</p>
              <p className="text-muted-foreground">
                {[patient.age === null ? null : t.age(patient.age), t.room(patient.room || es.common.notAvailable)]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="min-w-0">{renderArea(patient)}</div>
            {renderActions(patient)}
          </div>
        </li>
      ))}
    </ul>
  )
}
