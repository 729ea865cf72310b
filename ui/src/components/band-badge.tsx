import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'

/** How serious a scale's band is (DESIGN 11): the assessments and the care plan's starting data show it. */
export type BandSeverity = 'none' | 'low' | 'medium' | 'high'

const VARIANT = { none: 'success', low: 'secondary', medium: 'warning', high: 'destructive' } as const

/**
 * A band's label coloured by its severity: green without risk, neutral when mild, amber when moderate, red
 * when high (the label says it too, so it is not told by colour alone).
 */
export function BandBadge({ label, severity, className }: { label: string; severity: BandSeverity; className?: string }) {
  return (
    <Badge variant={VARIANT[severity]} data-severity={severity} className={cn('text-sm whitespace-normal', className)}>
      {label}
    </Badge>
  )
}
