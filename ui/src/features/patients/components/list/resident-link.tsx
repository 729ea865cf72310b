import { Link } from '@tanstack/react-router'
import type { PatientSummary } from '@/features/patients/schemas'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

type ResidentLinkProps = {
  patient: Pick<PatientSummary, '_id' | 'name'>
  /** Stretches the link over its card (the card must be `relative`; its other controls sit above with z-10). */
  stretched?: boolean
  className?: string
}

/** The resident's name, a link to their clinical page (/patients/$id). */
export function ResidentLink({ patient, stretched = false, className }: ResidentLinkProps) {
  return (
    <Link
      to="/patients/$id"
      params={{ id: patient._id }}
      aria-label={es.patientList.open(patient.name)}
      className={cn(
        'rounded-sm font-medium break-words text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/70',
        stretched && "after:absolute after:inset-0 after:rounded-xl after:content-['']",
        className,
      )}
    >
      {patient.name}
    </Link>
  )
}
