import { Badge } from '@/components/ui/badge'
import type { Severity } from '@/features/assessments/schemas'
import { cn } from '@/lib/utils'

const VARIANT = { none: 'success', low: 'secondary', medium: 'warning', high: 'destructive' } as const

/**
 * A band's label coloured by its severity: green without risk, neutral when mild, amber when moderate, red
 * when high (the label says it too, so it is not told by colour alone).
 */
export function BandBadge({ label, severity, className }: { label: string; severity: Severity; className?: string }) {
  return (
    <Badge variant={VARIANT[severity]} data-severity={severity} className={cn('text-sm whitespace-normal', className)}>
      {label}
    </Badge>
  )
}
