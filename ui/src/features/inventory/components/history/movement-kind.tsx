import { ArrowDownLeftIcon, ArrowUpRightIcon } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import type { StockMovement } from '@/features/inventory/schemas'
import { es } from '@/i18n/es'

/** Entrada or Salida. */
export function MovementKind({ kind }: { kind: StockMovement['kind'] }) {
  return kind === 'in' ? (
    <Badge variant="success">
      <ArrowDownLeftIcon aria-hidden />
      {es.inventory.history.kinds.in}
    </Badge>
  ) : (
    <Badge variant="warning">
      <ArrowUpRightIcon aria-hidden />
      {es.inventory.history.kinds.out}
    </Badge>
  )
}
