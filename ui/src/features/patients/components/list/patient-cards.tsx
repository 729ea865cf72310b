import { CardList } from '@/components/card-list'
import { PatientPhoto } from '@/components/patient-photo'
import type { PatientListLayoutProps } from '@/features/patients/components/list/patient-list-layout'
import { ResidentLink } from '@/features/patients/components/list/resident-link'
import { es } from '@/i18n/es'

const t = es.patientList

/** The residents as cards, for phones and tablets in portrait; a tap on a card opens the resident's page. */
export function PatientCards({
  rows,
  loading,
  label,
  emptyMessage,
  renderArea,
  renderActions,
  className,
}: PatientListLayoutProps) {
  return (
    <CardList
      rows={rows}
      loading={loading}
      label={label}
      emptyMessage={emptyMessage}
      skeletonClassName="h-36"
      cardClassName="relative flex flex-col justify-between gap-3 p-4"
      className={className}
      renderCard={(patient) => (
        <>
          <div className="flex items-start gap-3">
            <PatientPhoto patient={patient} />
            <div className="min-w-0 flex-1">
              <p>
                <ResidentLink patient={patient} stretched className="font-semibold" />
              </p>
              <p className="text-muted-foreground">
                {[patient.age === null ? null : t.age(patient.age), t.room(patient.room || es.common.notAvailable)]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="relative z-10 min-w-0">{renderArea(patient)}</div>
            <div className="relative z-10">{renderActions(patient)}</div>
          </div>
        </>
      )}
    />
  )
}
