import { useQuery } from '@tanstack/react-query'
import { PillIcon } from 'lucide-react'
import { useState } from 'react'
import { FormDialog } from '@/components/form-dialog'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { prnQueryOptions } from '@/features/mar/api'
import { PrnForm } from '@/features/mar/components/prn-dialog'
import type { PrnRow } from '@/features/mar/schemas'
import { madridClock } from '@/features/mar/status'
import { es } from '@/i18n/es'

const t = es.medicationRound

/** Up to this many entries the section opens by itself; a whole home's list waits for a tap. */
const OPEN_UP_TO = 8

/**
 * The round's «Si precisa» section: every PRN entry in force of the round's residents (of the area chosen),
 * whether or not they have a scheduled dose in the shift, each with its indication, what was given in 24 h
 * and a button that gives a dose (the indication asked, a recent dose confirmed). Nothing shows while there
 * are none.
 */
export function PrnSection({ areaId, canGive }: { areaId?: string; canGive: boolean }) {
  const prn = useQuery(prnQueryOptions({ areaId }))
  const [expanded, setExpanded] = useState<boolean | null>(null)
  const [giving, setGiving] = useState<PrnRow | null>(null)
  if (prn.isError) return <LoadError what={t.prn.loadError} error={prn.error} onRetry={() => void prn.refetch()} />
  const rows = prn.data ?? []
  if (rows.length === 0) return null
  const open = expanded ?? rows.length <= OPEN_UP_TO
  return (
    <section aria-labelledby="prn-section-title" className="grid gap-3 rounded-xl border bg-card p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h2 id="prn-section-title" className="flex items-center gap-2 text-lg font-semibold">
            <PillIcon className="size-5" aria-hidden />
            {t.prnSection.title}
          </h2>
          <p className="text-sm text-muted-foreground">{t.prnSection.description}</p>
        </div>
        <Button
          type="button"
          variant="outline"
          className="min-h-11"
          aria-expanded={open}
          aria-controls="prn-section-list"
          onClick={() => setExpanded(!open)}
        >
          {open ? t.prnSection.hide : t.prnSection.show(rows.length)}
        </Button>
      </div>
      {open && (
        <ul id="prn-section-list" className="grid gap-2">
          {rows.map((row) => (
            <PrnEntry key={`${row.kardexId}/${row.entryId}`} row={row} canGive={canGive} onGive={setGiving} />
          ))}
        </ul>
      )}
      <FormDialog
        open={giving !== null}
        onOpenChange={(isOpen) => !isOpen && setGiving(null)}
        title={t.prn.dialogTitle}
        description={giving ? t.prnSection.dialogDescription(giving.medicationName, giving.residentName) : ''}
        className="sm:max-w-xl"
      >
        {giving && <PrnForm row={giving} onDone={() => setGiving(null)} onBack={() => setGiving(null)} />}
      </FormDialog>
    </section>
  )
}

function PrnEntry({ row, canGive, onGive }: { row: PrnRow; canGive: boolean; onGive: (row: PrnRow) => void }) {
  const who = [row.residentName, row.room && t.room(row.room)].filter(Boolean).join(' · ')
  return (
    <li
      aria-label={`${row.residentName}: ${row.medicationName}`}
      className="grid gap-2 rounded-lg border bg-background p-3 sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <div className="grid min-w-0 gap-0.5">
        <p className="font-semibold break-words">{who}</p>
        <p className="break-words">
          {row.medicationName}
          <span className="text-muted-foreground">
            {[row.dose, row.route].filter(Boolean).map((part) => ` · ${part}`)}
          </span>
        </p>
        <p className="text-sm text-muted-foreground">
          {[
            row.prnIndication && t.prnSection.indication(row.prnIndication),
            t.prn.max(row.givenLast24h, row.prnMaxPerDay),
            row.lastGivenAt && t.prn.last(madridClock(row.lastGivenAt)),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {!row.available && <p className="text-sm font-medium text-destructive">{t.prn.unavailable}</p>}
        {row.available && row.repeatWarning && <p className="text-sm font-medium text-warm">{row.repeatWarning}</p>}
      </div>
      {canGive && (
        <Button
          type="button"
          className="min-h-11 min-w-24 justify-self-start text-base"
          disabled={!row.available}
          aria-label={t.prnSection.giveLabel(row.medicationName, row.residentName)}
          onClick={() => onGive(row)}
        >
          {t.prnSection.give}
        </Button>
      )}
    </li>
  )
}
