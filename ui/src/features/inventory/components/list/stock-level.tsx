import { TriangleAlertIcon } from 'lucide-react'
import type { Medication } from '@/features/inventory/schemas'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

const t = es.inventory

/** "20 / mín. 5"; red, with a "Stock bajo" note, when the server says the stock is below the minimum (SPEC 4). */
export function StockLevel({ medication }: { medication: Medication }) {
  const low = medication.lowStock
  return (
    <div className="grid justify-items-start gap-0.5">
      <span className={cn('tabular-nums whitespace-nowrap', low && 'font-semibold text-destructive')}>
        {t.stock(medication.stock, medication.minimumStock)}
      </span>
      {low && (
        <span className="flex items-center gap-1 text-sm font-medium text-destructive">
          <TriangleAlertIcon className="size-3.5" aria-hidden />
          {t.lowStock}
        </span>
      )}
    </div>
  )
}
