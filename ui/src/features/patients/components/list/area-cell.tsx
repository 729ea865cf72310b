import { AreaPicker } from '@/features/patients/components/list/area-picker'
import type { PatientSummary } from '@/features/patients/schemas'
import { es } from '@/i18n/es'
import type { Area } from '@/lib/areas'

type AreaCellProps = {
  patient: PatientSummary
  areas: Area[]
  changes: {
    configuring: boolean
    saving: boolean
    areaOf: (patient: PatientSummary) => string | null
    choose: (patient: PatientSummary, areaId: string | null) => void
  }
}

/** The resident's area, or while "Configurar áreas" is on, a picker for it. */
export function AreaCell({ patient, areas, changes }: AreaCellProps) {
  if (changes.configuring) {
    return (
      <AreaPicker
        patientName={patient.name}
        areas={areas}
        value={changes.areaOf(patient)}
        onChange={(areaId) => changes.choose(patient, areaId)}
        disabled={changes.saving}
      />
    )
  }
  if (!patient.areaName) return <span className="text-muted-foreground">{es.patientList.noArea}</span>
  return <span>{patient.areaName}</span>
}
