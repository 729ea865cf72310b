import { PillIcon } from 'lucide-react'
import { PatientPhoto } from '@/components/patient-photo'
import { ResidentAllergies } from '@/components/resident-allergies'
import { Button } from '@/components/ui/button'
import { DoseRow } from '@/features/mar/components/dose-row'
import type { MarRow, PrnEffect } from '@/features/mar/schemas'
import type { ResidentGroup } from '@/features/mar/status'
import { es } from '@/i18n/es'

const t = es.medicationRound

type ResidentRoundProps = {
  resident: ResidentGroup<MarRow>
  windowMinutes: number
  canGive: boolean
  busyKey: string | null
  onGive: (row: MarRow) => void
  onHold: (row: MarRow) => void
  onEffect: (row: MarRow, effect: PrnEffect) => void
  onPrn: (resident: { residentId: string; residentName: string }) => void
  now: Date
}

/** A row's identity while it is being saved. */
export const rowKey = (row: MarRow) => `${row.kardexId}/${row.entryId}/${row.scheduledAt}/${row.administration?._id ?? ''}`

/** One resident in the round: photo, name, room, allergies in red, their doses and PRN on demand. */
export function ResidentRound({
  resident,
  windowMinutes,
  canGive,
  busyKey,
  onGive,
  onHold,
  onEffect,
  onPrn,
  now,
}: ResidentRoundProps) {
  const titleId = `round-${resident.residentId}`
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-xl border bg-background p-3 sm:p-4">
      <header className="flex flex-wrap items-start gap-3">
        <PatientPhoto
          patient={{ name: resident.residentName, photo: resident.photo || null, photoThumb: resident.photo || null }}
        />
        {/* At least 12rem for the name: on a narrow card the PRN button goes below rather than over it. */}
        <div className="grid min-w-48 flex-1 gap-1">
          <h3 id={titleId} className="text-lg font-semibold break-words">
            {resident.residentName}
            {resident.room && (
              <span className="ml-2 text-base font-normal text-muted-foreground">{t.room(resident.room)}</span>
            )}
          </h3>
          {resident.allergies.trim() && <ResidentAllergies allergies={resident.allergies} className="py-1" />}
        </div>
        {canGive && (
          <Button
            type="button"
            variant="outline"
            className="min-h-11"
            aria-label={t.prn.openLabel(resident.residentName)}
            onClick={() => onPrn(resident)}
          >
            <PillIcon aria-hidden />
            {t.prn.open}
          </Button>
        )}
      </header>
      {/* A container: each dose lays its columns out by the card's width, not the window's (sidebar open). */}
      <ul aria-label={t.dosesOf(resident.residentName)} className="@container grid gap-2">
        {resident.rows.map((row) => (
          <DoseRow
            key={rowKey(row)}
            row={row}
            windowMinutes={windowMinutes}
            canGive={canGive}
            busy={busyKey === rowKey(row)}
            onGive={onGive}
            onHold={onHold}
            onEffect={onEffect}
            now={now}
          />
        ))}
      </ul>
    </section>
  )
}
