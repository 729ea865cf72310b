import { ShieldAlertIcon } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import type { CodeStatus } from '@/features/patients/schemas'
import { es } from '@/i18n/es'

const e = es.residentEssentials

/**
 * A limit on treatment (No RCP, No intubar…), in red beside the allergies so that it is seen at once.
 * Nothing while not recorded, nor for «RCP: sí».
 */
export function CodeStatusBadge({ status }: { status: CodeStatus | null }) {
  if (status === null || status === 'rcp') return null
  return (
    <Badge
      role="note"
      aria-label={e.fields.codeStatus}
      variant="destructive"
      className="px-3 py-1.5 text-base [&>svg]:size-5"
    >
      <ShieldAlertIcon aria-hidden />
      {e.codeStatus[status]}
    </Badge>
  )
}
