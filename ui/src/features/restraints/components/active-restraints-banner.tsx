import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ShieldAlertIcon } from 'lucide-react'
import { residentRestraintsQueryOptions } from '@/features/restraints/api'
import { restraintTitle, ReviewStatus } from '@/features/restraints/components/restraint-card'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

const t = es.restraints.banner

/**
 * The resident's active restraints at the top of their page (DESIGN 11): each device with its review date,
 * red when the review has passed, linking to the tab "Contenciones". Nothing when there are none (or while
 * they load, or when they cannot be read: the tab says why).
 */
export function ActiveRestraintsBanner({ residentId }: { residentId: string }) {
  const restraints = useQuery(residentRestraintsQueryOptions(residentId))
  const active = (restraints.data ?? []).filter((restraint) => restraint.status === 'active')
  if (active.length === 0) return null
  const expired = active.some((restraint) => restraint.expired)
  return (
    <section
      aria-label={t.label}
      data-expired={expired || undefined}
      className={cn(
        'grid gap-2 rounded-xl border-2 p-3 sm:flex sm:flex-wrap sm:items-center sm:gap-x-4',
        expired ? 'border-destructive bg-destructive/5' : 'border-warm bg-warm-soft/40',
      )}
    >
      <h2 className={cn('flex items-center gap-2 font-semibold', expired && 'text-destructive')}>
        <ShieldAlertIcon className="size-5" aria-hidden />
        {t.label}
      </h2>
      <ul className="grid gap-1 sm:flex sm:flex-wrap sm:gap-x-4">
        {active.map((restraint) => (
          <li key={restraint._id} className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium">{restraintTitle(restraint)}</span>
            <ReviewStatus restraint={restraint} className="text-sm" />
          </li>
        ))}
      </ul>
      <Link
        to="/patients/$id/contenciones"
        params={{ id: residentId }}
        className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline sm:ml-auto"
      >
        {t.more}
      </Link>
    </section>
  )
}
