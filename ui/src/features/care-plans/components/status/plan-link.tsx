import { Link } from '@tanstack/react-router'
import type { PlanStatusRow } from '@/features/care-plans/api/care-plan-status'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

/** The resident's name, a link to their tab PAI; `stretched` covers its card (the card must be `relative`). */
export function PlanLink({ row, stretched = false }: { row: PlanStatusRow; stretched?: boolean }) {
  return (
    <Link
      to="/patients/$id/pai"
      params={{ id: row.residentId }}
      aria-label={es.carePlans.page.openPlan(row.residentName)}
      className={cn(
        'rounded-sm font-medium break-words text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/70',
        stretched && "after:absolute after:inset-0 after:rounded-xl after:content-['']",
      )}
    >
      {row.residentName}
    </Link>
  )
}
