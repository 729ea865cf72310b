import type { DoseStatus, MarRow, PrnEffect } from '@/features/mar/schemas'
import { es } from '@/i18n/es'

const t = es.medicationRound

/** How a status looks: its words (never colour alone), a tone and whether a nurse can record it now. */
export type StatusLook = {
  label: string
  /** Badge classes: late amber, missed red, given green, held grey, due strong, pending quiet. */
  tone: string
  /** The row can be recorded (given or held) now. */
  recordable: boolean
}

const LOOKS: Record<DoseStatus, StatusLook> = {
  pending: { label: t.status.pending, tone: 'border-border bg-muted text-muted-foreground', recordable: false },
  due: { label: t.status.due, tone: 'border-primary bg-primary/10 text-primary', recordable: true },
  late: { label: t.status.late, tone: 'border-warm bg-warm-soft text-warm', recordable: true },
  missed: {
    label: t.status.missed,
    tone: 'border-destructive bg-destructive text-destructive-foreground',
    recordable: true,
  },
  given: { label: t.status.given, tone: 'border-success/40 bg-success-soft text-success', recordable: false },
  held: { label: t.status.held, tone: 'border-border bg-secondary text-secondary-foreground', recordable: false },
}

export function statusLook(status: DoseStatus): StatusLook {
  return LOOKS[status]
}

/** The round's progress, "34 de 52": scheduled rows recorded (given or held) over all scheduled rows. */
export function roundProgress(rows: readonly Pick<MarRow, 'kind' | 'status'>[]) {
  const scheduled = rows.filter((row) => row.kind === 'scheduled')
  const done = scheduled.filter((row) => row.status === 'given' || row.status === 'held').length
  return { done, total: scheduled.length }
}

/** `HH:MM` of a Madrid wall-clock `YYYY-MM-DDTHH:MM`. */
export function slotTime(scheduledAt: string): string {
  return scheduledAt.slice(11, 16)
}

/** Madrid `YYYY-MM-DDTHH:MM` as minutes since an epoch (treated as UTC: only differences matter). */
export function slotMinutes(scheduledAt: string): number | null {
  const ms = Date.parse(`${scheduledAt}:00Z`)
  return Number.isNaN(ms) ? null : ms / 60_000
}

/** When a pending slot may be recorded: its time minus the dose window, `HH:MM` (Madrid). */
export function opensAt(scheduledAt: string, windowMinutes: number): string {
  const minutes = slotMinutes(scheduledAt)
  if (minutes === null) return ''
  return new Date((minutes - windowMinutes) * 60_000).toISOString().slice(11, 16)
}

const madridTime = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An RFC 3339 instant as Madrid's `HH:MM`. */
export function madridClock(at: string): string {
  const ms = Date.parse(at)
  return Number.isNaN(ms) ? '' : madridTime.format(ms)
}

/** After a PRN dose, its effect is asked for this many minutes later (DESIGN 9). */
export const EFFECT_AFTER_MINUTES = 60

/**
 * A PRN dose's follow-up: 'recorded' once assessed, 'ask' from 60 minutes after the dose, else 'wait'
 * with the time it opens. Null for rows that are no PRN dose given.
 */
export function effectStep(
  row: Pick<MarRow, 'kind' | 'administration'>,
  now: Date = new Date(),
): { step: 'recorded'; effect: string } | { step: 'ask' } | { step: 'wait'; from: string } | null {
  const administration = row.administration
  if (!administration || !administration.prn || administration.status !== 'given') return null
  if (administration.effect) return { step: 'recorded', effect: administration.effect }
  const given = Date.parse(administration.at)
  if (Number.isNaN(given)) return { step: 'ask' }
  const from = given + EFFECT_AFTER_MINUTES * 60_000
  return now.getTime() >= from ? { step: 'ask' } : { step: 'wait', from: madridTime.format(from) }
}

const EFFECT_LABELS: Record<PrnEffect, string> = {
  effective: t.effect.effective,
  partial: t.effect.partial,
  'not-effective': t.effect['not-effective'],
}

export function effectLabel(effect: string): string {
  return Object.hasOwn(EFFECT_LABELS, effect) ? EFFECT_LABELS[effect as PrnEffect] : effect
}

export function holdReasonLabel(reason: string): string {
  return Object.hasOwn(t.holdReasons, reason) ? t.holdReasons[reason as keyof typeof t.holdReasons] : reason
}

export type ResidentGroup<R extends MarRow> = {
  residentId: string
  residentName: string
  room: string
  photo: string
  allergies: string
  rows: R[]
}

export type AreaGroup<R extends MarRow> = { key: string; name: string; residents: ResidentGroup<R>[] }

/** The round as the server sorted it (area, room, resident, time), grouped by area, then resident. */
export function groupRound<R extends MarRow>(rows: readonly R[]): AreaGroup<R>[] {
  const areas: AreaGroup<R>[] = []
  for (const row of rows) {
    const key = row.areaId || ''
    let area = areas.at(-1)
    if (!area || area.key !== key) {
      area = { key, name: row.areaName || t.noArea, residents: [] }
      areas.push(area)
    }
    let resident = area.residents.at(-1)
    if (!resident || resident.residentId !== row.residentId) {
      resident = {
        residentId: row.residentId,
        residentName: row.residentName,
        room: row.room,
        photo: row.photo,
        allergies: row.allergies,
        rows: [],
      }
      area.residents.push(resident)
    }
    resident.rows.push(row)
  }
  return areas
}
