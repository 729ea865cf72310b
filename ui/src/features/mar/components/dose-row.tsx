import {
  AlarmClockIcon,
  BanIcon,
  CheckIcon,
  CircleAlertIcon,
  ClockIcon,
  HandIcon,
  TriangleAlertIcon,
  Undo2Icon,
} from 'lucide-react'
import { useState } from 'react'
import type * as React from 'react'
import { Button } from '@/components/ui/button'
import { VoidDialog } from '@/features/mar/components/void-dialog'
import type { DoseStatus, MarRow, PrnEffect } from '@/features/mar/schemas'
import { PRN_EFFECTS } from '@/features/mar/schemas'
import {
  effectLabel,
  effectStep,
  holdReasonLabel,
  madridClock,
  opensAt,
  slotTime,
  statusLook,
} from '@/features/mar/status'
import { es } from '@/i18n/es'
import { formatDecimal } from '@/lib/numbers'
import { useCan } from '@/lib/permissions'
import { cn } from '@/lib/utils'

const t = es.medicationRound

const ICONS: Record<DoseStatus, React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>> = {
  pending: ClockIcon,
  due: AlarmClockIcon,
  late: TriangleAlertIcon,
  missed: CircleAlertIcon,
  given: CheckIcon,
  held: HandIcon,
}

/** A status in words with its sign and tone: never colour alone. */
export function StatusBadge({ status }: { status: DoseStatus }) {
  const look = statusLook(status)
  const Icon = ICONS[status]
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        look.tone,
      )}
    >
      <Icon className="size-4" aria-hidden />
      {look.label}
    </span>
  )
}

type DoseRowProps = {
  row: MarRow
  windowMinutes: number
  /** The user may record doses (doses.give). */
  canGive: boolean
  /** Is this row being saved (its buttons wait). */
  busy: boolean
  onGive: (row: MarRow) => void
  onHold: (row: MarRow) => void
  onEffect: (row: MarRow, effect: PrnEffect) => void
  now: Date
}

/** One dose of the round: time, medication, dose and route, status, who recorded it, and its actions. */
export function DoseRow({ row, windowMinutes, canGive, busy, onGive, onHold, onEffect, now }: DoseRowProps) {
  const look = statusLook(row.status)
  const time = slotTime(row.scheduledAt)
  const administration = row.administration
  const effect = effectStep(row, now)
  const units = row.unitsPerDose && row.unitsPerDose !== 1 ? ` (${formatDecimal(row.unitsPerDose)} u.)` : ''
  const canCorrect = useCan()('doses.correct') && administration !== null
  const [correcting, setCorrecting] = useState(false)
  return (
    <li
      data-testid="dose-row"
      aria-label={`${time} ${row.medicationName}`}
      className={cn(
        'grid gap-3 rounded-lg border bg-card p-3 @xl:grid-cols-[4rem_minmax(12rem,1fr)_auto] @xl:items-center',
        row.status === 'missed' && 'border-destructive/60',
        row.status === 'late' && 'border-warm/60',
      )}
    >
      <div className="flex items-center gap-2 @xl:block">
        <p className="text-xl font-semibold tabular-nums">{time}</p>
        {row.kind !== 'scheduled' && <p className="text-xs font-medium text-muted-foreground">{t.kind[row.kind]}</p>}
      </div>
      <div className="min-w-0">
        <p className="font-semibold break-words">{row.medicationName}</p>
        <p className="text-sm text-muted-foreground">
          {[`${row.dose}${units}`, row.route, row.instructions].filter(Boolean).join(' · ')}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <StatusBadge status={row.status} />
          {administration && (
            <span>
              {t.givenBy(administration.byName, madridClock(administration.at))}
              {administration.status === 'held' && ` · ${holdReasonLabel(administration.reason)}`}
              {administration.prn && administration.reason && ` · ${administration.reason}`}
              {administration.note && ` · ${administration.note}`}
            </span>
          )}
          {row.status === 'pending' && <span className="text-muted-foreground">{t.opensAt(opensAt(row.scheduledAt, windowMinutes))}</span>}
          {effect?.step === 'recorded' && <span className="font-medium">{t.effect.recorded(effectLabel(effect.effect))}</span>}
          {effect?.step === 'wait' && <span className="text-muted-foreground">{t.effect.waitUntil(effect.from)}</span>}
        </div>
      </div>
      {canGive && look.recordable && (
        <div className="grid grid-cols-2 gap-2 @xl:flex">
          <Button
            type="button"
            className="min-h-11 min-w-0 text-base @xl:min-w-32"
            disabled={busy}
            aria-label={t.giveLabel(row.medicationName, row.residentName, time)}
            onClick={() => onGive(row)}
          >
            <CheckIcon aria-hidden />
            {t.give}
          </Button>
          <Button
            type="button"
            variant="outline"
            className="min-h-11 min-w-0 text-base @xl:min-w-28"
            disabled={busy}
            aria-label={t.holdLabel(row.medicationName, row.residentName, time)}
            onClick={() => onHold(row)}
          >
            <BanIcon aria-hidden />
            {t.hold}
          </Button>
        </div>
      )}
      {canCorrect && (
        <Button
          type="button"
          variant="outline"
          className="min-h-11 justify-self-start sm:justify-self-end"
          disabled={busy}
          aria-label={t.correction.openLabel(row.medicationName, row.residentName, time)}
          onClick={() => setCorrecting(true)}
        >
          <Undo2Icon aria-hidden />
          {t.correction.open}
        </Button>
      )}
      {canCorrect && <VoidDialog row={correcting ? row : null} onClose={() => setCorrecting(false)} />}
      {canGive && effect?.step === 'ask' && (
        <div
          role="group"
          aria-label={t.effect.askLabel(row.medicationName, row.residentName)}
          className="grid gap-1 @xl:col-span-3"
        >
          <p className="text-sm font-medium">{t.effect.ask}</p>
          <div className="grid grid-cols-3 gap-2">
            {PRN_EFFECTS.map((value) => (
              <Button
                key={value}
                type="button"
                variant="outline"
                className="min-h-11"
                disabled={busy}
                onClick={() => onEffect(row, value)}
              >
                {t.effect[value]}
              </Button>
            ))}
          </div>
        </div>
      )}
    </li>
  )
}
