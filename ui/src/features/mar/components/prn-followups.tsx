import { useQuery } from '@tanstack/react-query'
import { ActivityIcon } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { LoadError } from '@/components/load-error'
import { prnFollowupsQueryOptions, useRecordEffect, type RoundParams } from '@/features/mar/api'
import { DoseRow } from '@/features/mar/components/dose-row'
import type { MarRow, PrnEffect, PrnFollowup } from '@/features/mar/schemas'
import { es } from '@/i18n/es'
import { notifyError } from '@/lib/notify'
import { useCan } from '@/lib/permissions'

const t = es.medicationRound

/**
 * The round's PRN doses of earlier shifts whose effect was still to assess when this shift began (the
 * shift's own are in its rows): the follow-up follows the resident to the next round until recorded.
 */
export function RoundFollowups({ params, now }: { params: RoundParams; now: Date }) {
  const followups = useQuery({ ...prnFollowupsQueryOptions(params), enabled: Boolean(params.date && params.shift) })
  if (followups.isError) {
    return <LoadError what={t.followups.loadError} error={followups.error} onRetry={() => void followups.refetch()} />
  }
  const rows = (followups.data ?? []).filter((row) => row.earlierShift)
  if (rows.length === 0) return null
  return (
    <section
      aria-labelledby="prn-followups-title"
      className="grid gap-2 rounded-xl border border-warm/60 bg-warm-soft/40 p-3 sm:p-4"
    >
      <h2 id="prn-followups-title" className="flex items-center gap-2 text-lg font-semibold">
        <ActivityIcon className="size-5" aria-hidden />
        {t.followups.title}
      </h2>
      <p className="text-sm text-foreground/80">{t.followups.description}</p>
      <FollowupList rows={rows} now={now} withResident />
    </section>
  )
}

/** The resident's PRN doses whose effect is still to assess, on their page, until recorded. */
export function ResidentFollowups({ residentId }: { residentId: string }) {
  const followups = useQuery(prnFollowupsQueryOptions({ residentId }))
  const rows = (followups.data ?? []).filter((row) => !row.administration?.effect)
  if (rows.length === 0) return null
  return (
    <div role="group" aria-label={t.followups.residentTitle} className="grid gap-2">
      <p className="font-semibold">{t.followups.residentTitle}</p>
      <FollowupList rows={rows} now={new Date()} />
    </div>
  )
}

/** The doses, each with its effect's buttons once due (for who may give doses). */
function FollowupList({ rows, now, withResident = false }: { rows: PrnFollowup[]; now: Date; withResident?: boolean }) {
  const canGive = useCan()('doses.give')
  const assess = useRecordEffect()
  const [busy, setBusy] = useState<string | null>(null)

  async function effect(row: MarRow, value: PrnEffect) {
    if (!row.administration) return
    setBusy(row.administration._id)
    try {
      await assess.mutateAsync({ id: row.administration._id, effect: value })
      toast.success(t.toasts.effect, { description: `${row.medicationName} · ${t.effect[value]}` })
    } catch (error) {
      notifyError(error)
    } finally {
      setBusy(null)
    }
  }

  return (
    <ul className="grid gap-2">
      {rows.map((row) => (
        <li key={row.administration?._id ?? row.scheduledAt} className="grid gap-1">
          {withResident && (
            <p className="font-medium break-words">
              {[row.residentName, row.room && t.room(row.room)].filter(Boolean).join(' · ')}
            </p>
          )}
          <ul>
            <DoseRow
              row={row}
              windowMinutes={0}
              canGive={canGive}
              busy={busy === row.administration?._id}
              onGive={() => undefined}
              onHold={() => undefined}
              onEffect={(dose, value) => void effect(dose, value)}
              now={now}
            />
          </ul>
        </li>
      ))}
    </ul>
  )
}
