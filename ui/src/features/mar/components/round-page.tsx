import { useQuery } from '@tanstack/react-query'
import { LoaderCircleIcon, RotateCcwIcon } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { AreaFilter } from '@/components/area-filter'
import { LoadError } from '@/components/load-error'
import { PageHeader } from '@/components/page-header'
import { ShiftPicker } from '@/components/shift-picker'
import { Button } from '@/components/ui/button'
import {
  roundQueryOptions,
  useRecordAdministration,
  useRecordEffect,
} from '@/features/mar/api'
import { HoldDialog } from '@/features/mar/components/hold-dialog'
import { PrnDialog } from '@/features/mar/components/prn-dialog'
import { RoundFollowups } from '@/features/mar/components/prn-followups'
import { PrnSection } from '@/features/mar/components/prn-section'
import { ResidentRound, rowKey } from '@/features/mar/components/resident-round'
import { UnscheduledEntries } from '@/features/mar/components/unscheduled-entries'
import type { RoundSearch, RoundSearchChange } from '@/features/mar/round-search'
import type { MarRow, PrnEffect } from '@/features/mar/schemas'
import { groupRound, roundProgress } from '@/features/mar/status'
import { useUndoToast } from '@/features/mar/use-undo-toast'
import { es } from '@/i18n/es'
import { isApiError } from '@/lib/api'
import { areasQueryOptions } from '@/lib/areas'
import { notifyError } from '@/lib/notify'
import { useCan } from '@/lib/permissions'
import { shiftSettingsQueryOptions } from '@/lib/shifts'
import { useNow } from '@/lib/use-now'
import { cn } from '@/lib/utils'

const t = es.medicationRound

/** A failed record: the server's message on the slot (409 "Ya registrada por … a las HH:MM.") first. */
function recordError(error: unknown) {
  if (isApiError(error)) {
    const message = error.fields.scheduledAt || error.fields.at || error.fields.entryId || error.fields.effect
    if (message) {
      toast.error(error.status === 409 ? t.toasts.conflict : es.errors.toastTitle, { description: message })
      return
    }
  }
  notifyError(error)
}

/**
 * /medication, the round (DESIGN 9): the current shift unless another is chosen, by area and room, one tap
 * "Administrada", "Retener" with a reason, PRN on demand and its follow-up, and the round's progress. It
 * follows colleagues' records live (the "mar" event).
 */
export function RoundPage({ search, onSearchChange }: { search: RoundSearch; onSearchChange: RoundSearchChange }) {
  const may = useCan()
  const canGive = may('doses.give')
  const settings = useQuery(shiftSettingsQueryOptions())
  const areas = useQuery(areasQueryOptions())
  const date = search.date ?? settings.data?.current.date
  const shift = search.shift ?? settings.data?.current.shift
  const round = useQuery({
    ...roundQueryOptions({ date, shift, areaId: search.area }),
    enabled: Boolean(date && shift),
  })
  const record = useRecordAdministration()
  const assess = useRecordEffect()
  const undoToast = useUndoToast()
  const [busyKey, setBusyKey] = useState<string | null>(null)
  const [holding, setHolding] = useState<MarRow | null>(null)
  const [prnFor, setPrnFor] = useState<{ residentId: string; residentName: string } | null>(null)
  const now = useNow()
  const isCurrent =
    settings.data && date === settings.data.current.date && shift === settings.data.current.shift && !search.area

  async function give(row: MarRow) {
    setBusyKey(rowKey(row))
    try {
      const saved = await record.mutateAsync({
        kardexId: row.kardexId,
        entryId: row.entryId,
        scheduledAt: row.scheduledAt,
        status: 'given',
        reason: '',
        note: '',
      })
      undoToast(t.toasts.given, `${row.medicationName} · ${row.residentName}`, saved)
    } catch (error) {
      recordError(error)
    } finally {
      setBusyKey(null)
    }
  }

  async function effect(row: MarRow, value: PrnEffect) {
    if (!row.administration) return
    setBusyKey(rowKey(row))
    try {
      await assess.mutateAsync({ id: row.administration._id, effect: value })
      toast.success(t.toasts.effect, { description: `${row.medicationName} · ${t.effect[value]}` })
    } catch (error) {
      recordError(error)
    } finally {
      setBusyKey(null)
    }
  }

  const rows = round.data ?? []
  const progress = roundProgress(rows)
  const groups = groupRound(rows)

  return (
    <div className="grid gap-5">
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          round.data && (
            <p
              role="status"
              className="rounded-lg border bg-card px-4 py-2 text-lg font-semibold whitespace-nowrap tabular-nums"
              aria-label={`${t.progressLabel}: ${t.progress(progress.done, progress.total)}`}
            >
              {t.progress(progress.done, progress.total)}
            </p>
          )
        }
      />

      {/* The filters wrap as the space allows (a tablet with the sidebar open has ~460 px): never squeezed. */}
      <section aria-label={t.filters.label} className="flex flex-wrap items-end gap-3 rounded-xl border bg-card p-3 sm:p-4">
        <ShiftPicker
          id="round-date"
          date={date}
          shift={shift}
          hours={settings.data?.shifts}
          onChange={(choice) => onSearchChange(choice)}
        />
        <div className="w-full sm:w-auto">
          <AreaFilter areas={areas.data ?? []} value={search.area} onChange={(area) => onSearchChange({ area })} />
        </div>
        {!isCurrent && settings.data && (
          <Button
            type="button"
            variant="ghost"
            className="min-h-11 basis-full justify-start sm:basis-auto"
            onClick={() => onSearchChange({ date: undefined, shift: undefined, area: undefined })}
          >
            <RotateCcwIcon aria-hidden />
            {t.filters.now}
          </Button>
        )}
      </section>

      <UnscheduledEntries areaId={search.area} />
      <RoundFollowups params={{ date, shift, areaId: search.area }} now={now} />
      <PrnSection areaId={search.area} canGive={canGive} />

      {settings.isError ? (
        <LoadError what={t.loadError} error={settings.error} onRetry={() => void settings.refetch()} />
      ) : round.isError ? (
        <LoadError what={t.loadError} error={round.error} onRetry={() => void round.refetch()} />
      ) : !round.data ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <LoaderCircleIcon className="size-5 animate-spin" aria-hidden />
          {t.loading}
        </p>
      ) : rows.length === 0 ? (
        <p role="status" className="rounded-xl border border-dashed p-8 text-center text-lg text-muted-foreground">
          {search.area ? t.emptyFiltered : t.empty}
        </p>
      ) : (
        <div className={cn('grid gap-6', round.isFetching && 'transition-opacity')} aria-busy={round.isFetching}>
          {groups.map((area) => (
            <section key={area.key || 'none'} aria-label={area.name} className="grid gap-3">
              <h2 className="text-xl font-semibold">{area.name}</h2>
              {area.residents.map((resident) => (
                <ResidentRound
                  key={resident.residentId}
                  resident={resident}
                  windowMinutes={settings.data?.doseWindowMinutes ?? 60}
                  canGive={canGive}
                  busyKey={busyKey}
                  onGive={(row) => void give(row)}
                  onHold={setHolding}
                  onEffect={(row, value) => void effect(row, value)}
                  onPrn={setPrnFor}
                  now={now}
                />
              ))}
            </section>
          ))}
        </div>
      )}
      <HoldDialog row={holding} onClose={() => setHolding(null)} />
      <PrnDialog resident={prnFor} onClose={() => setPrnFor(null)} />
    </div>
  )
}
