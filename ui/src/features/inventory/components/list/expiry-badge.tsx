import { CircleCheckIcon, CircleXIcon, ClockAlertIcon } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import type { ExpiryStatus, Medication } from '@/features/inventory/schemas'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'

const t = es.inventory

/** Green, yellow and red, each with its own icon and word (never the colour alone). */
const looks: Record<
  ExpiryStatus,
  { variant: 'success' | 'destructive' | null; className?: string; Icon: typeof CircleXIcon }
> = {
  ok: { variant: 'success', Icon: CircleCheckIcon },
  expiring: { variant: null, className: 'border-transparent bg-amber-100 text-amber-900', Icon: ClockAlertIcon },
  expired: { variant: 'destructive', Icon: CircleXIcon },
}

/** SPEC 4: Vigente, Caduca pronto (within 30 days) or Caducado as the server says, with the date in es-ES. */
export function ExpiryBadge({ medication }: { medication: Pick<Medication, 'expirationDate' | 'expiry'> }) {
  const { expirationDate, expiry: status } = medication
  const { variant, className, Icon } = looks[status]
  return (
    <div className="grid justify-items-start gap-1">
      <Badge variant={variant} className={className}>
        <Icon aria-hidden />
        {t.expiry[status]}
      </Badge>
      <span className="text-sm text-muted-foreground tabular-nums">{formatDate(expirationDate)}</span>
    </div>
  )
}
