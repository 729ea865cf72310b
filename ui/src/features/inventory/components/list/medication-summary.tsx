import { Badge } from '@/components/ui/badge'
import type { Medication } from '@/features/inventory/schemas'
import { es } from '@/i18n/es'

const t = es.inventory

/** The medication's name, with its concentration, presentation and route, and its notes under it. */
export function MedicationSummary({ medication }: { medication: Medication }) {
  const details = [medication.concentration, medication.presentation, medication.administrationRoute]
  return (
    <div className="grid min-w-0 gap-0.5">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold break-words">{medication.name}</span>
        {medication.requiresPrescription && (
          <Badge variant="outline" className="text-xs">
            {t.prescription}
          </Badge>
        )}
      </p>
      <p className="text-sm text-muted-foreground">{details.filter(Boolean).join(' · ')}</p>
      {medication.notes && (
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground italic">{medication.notes}</p>
      )}
    </div>
  )
}
