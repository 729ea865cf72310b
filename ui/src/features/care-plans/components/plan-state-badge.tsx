import { Badge } from '@/components/ui/badge'
import type { PlanState } from '@/features/care-plans/states'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

const VARIANT = {
  vigente: 'success',
  'vence-pronto': 'warning',
  borrador: 'secondary',
  vencido: 'destructive',
  'sin-plan': 'outline',
} as const

/** A resident's plan state in words and colour (the word says it, so it is not told by colour alone). */
export function PlanStateBadge({ state, className }: { state: PlanState; className?: string }) {
  return (
    <Badge variant={VARIANT[state]} data-state={state} className={cn('text-sm', className)}>
      {es.carePlans.states[state]}
    </Badge>
  )
}
