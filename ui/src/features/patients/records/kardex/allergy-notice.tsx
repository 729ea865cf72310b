import { useQuery } from '@tanstack/react-query'
import { TriangleAlertIcon } from 'lucide-react'
import { allergyCheckQueryOptions } from '@/features/patients/records/kardex/api'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

const a = es.kardexSchedule.allergy

type AllergyNoticeProps = {
  residentId: string
  /** The medication chosen: of the inventory by id, or the own supply by name; null while none is. */
  medication: { id: string } | { name: string } | null
  /** The message the entry's field already shows (the server's answer on saving), not said twice. */
  fieldError?: string
  className?: string
}

/**
 * Beside a Kardex entry's medication, as soon as it is chosen: the server's allergy rule for it
 * (GET /kardex/allergy-check). An allergy in red (saving asks for the reason to prescribe it anyway),
 * a cross-reactivity in amber (saving asks to confirm it); nothing when the medication is clear.
 */
export function AllergyNotice({ residentId, medication, fieldError, className }: AllergyNoticeProps) {
  const check = useQuery({
    ...allergyCheckQueryOptions(residentId, medication ?? { id: '' }),
    enabled: medication !== null && residentId !== '',
  })
  if (medication === null) return null
  if (check.isError) {
    return <p className={cn('text-sm text-muted-foreground', className)}>{a.checkFailed}</p>
  }
  const finding = check.data
  if (!finding || finding.message === fieldError) return null
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2 text-sm',
        finding.crossReactivity
          ? 'border-amber-600/60 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100'
          : 'border-destructive/60 bg-destructive/10 text-destructive',
        className,
      )}
    >
      <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p className="min-w-0 break-words">
        <span className="font-semibold">{finding.message}</span>{' '}
        {finding.crossReactivity ? a.onSaveConfirm : a.onSaveRefused}
      </p>
    </div>
  )
}
