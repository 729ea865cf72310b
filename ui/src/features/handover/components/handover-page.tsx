import { useQuery } from '@tanstack/react-query'
import { CheckIcon, PlusIcon, PrinterIcon, RotateCcwIcon } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { LoadError } from '@/components/load-error'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { downloadHandoverPdf, handoverQueryOptions, useMarkHandoverRead } from '@/features/handover/api'
import { CARE_LINE_ID, HandoverSummary } from '@/features/handover/components/handover-summary'
import { HandoverNoteForm } from '@/features/handover/components/note-form'
import {
  cardAnchor,
  cardItems,
  inTimeOrder,
  isUrgent,
  notesFor,
  readingOf,
  residentsWithCards,
  wallClock,
  wroteNotes,
} from '@/features/handover/logic'
import type { Handover, HandoverNote } from '@/features/handover/schemas'
import { es } from '@/i18n/es'
import { formatDate, formatDateTime, formatTime } from '@/lib/dates'
import { notifyError } from '@/lib/notify'
import { useCan } from '@/lib/permissions'
import { SHIFTS, shiftSettingsQueryOptions, type Shift } from '@/lib/shifts'
import { cn } from '@/lib/utils'

const t = es.handover

export type HandoverSearch = { date?: string; shift?: Shift }

function NoteList({ notes }: { notes: HandoverNote[] }) {
  if (notes.length === 0) return null
  return (
    <ul className="grid gap-2">
      {notes.map((note) => (
        <li key={note._id} className="rounded-md border-l-4 border-primary bg-primary/5 p-2">
          <p className="break-words whitespace-pre-line">{note.text}</p>
          <p className="text-sm text-muted-foreground">{t.noteBy(note.byName, formatTime(note.at) || wallClock(note.at))}</p>
        </li>
      ))}
    </ul>
  )
}

function ResidentCard({ resident, handover, canWrite }: { resident: Handover['residents'][number]; handover: Handover; canWrite: boolean }) {
  const notes = notesFor(handover.notes, resident.residentId)
  const items = cardItems(resident)
  // The note form opens on demand: a textarea on each of thirty cards would bury the items.
  const [writing, setWriting] = useState(false)
  return (
    <section
      id={cardAnchor(resident.residentId)}
      aria-label={resident.residentName}
      className="grid scroll-mt-20 content-start gap-3 rounded-xl border bg-card p-4 shadow-sm break-inside-avoid print:shadow-none"
    >
      <h2 className="text-lg font-semibold">
        {resident.residentName}
        {resident.room && <span className="ml-2 font-normal text-muted-foreground">{t.room(resident.room)}</span>}
      </h2>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{t.noItems}</p>
      ) : (
        <ol className="grid gap-2">
          {inTimeOrder(items).map((item, index) => {
            const urgent = isUrgent(item)
            return (
              <li
                key={`${item.recordId}-${item.kind}-${index}`}
                data-urgent={urgent || undefined}
                className={cn(
                  'grid grid-cols-[auto_1fr] gap-x-3 rounded-md border-l-4 p-2',
                  urgent ? 'border-destructive bg-destructive/5' : 'border-muted',
                )}
              >
                <time className="font-semibold tabular-nums" dateTime={item.at}>
                  {wallClock(item.at, handover.date)}
                </time>
                <div className="grid gap-0.5">
                  <span className={cn('text-sm font-semibold', urgent ? 'text-destructive' : 'text-muted-foreground')}>
                    {t.kinds[item.kind] ?? item.kind}
                  </span>
                  <span className="break-words">{item.text}</span>
                  {item.comment && (
                    <span className="rounded-md bg-success-soft px-2 py-1 text-sm break-words">
                      <span className="font-semibold">{t.acknowledgedBy(item.acknowledgedByName ?? '')}: </span>
                      {item.comment}
                    </span>
                  )}
                </div>
              </li>
            )
          })}
        </ol>
      )}
      <NoteList notes={notes} />
      {canWrite &&
        (writing ? (
          <HandoverNoteForm
            date={handover.date}
            shift={handover.shift}
            residentId={resident.residentId}
            label={t.noteForm.residentLabel(resident.residentName)}
          />
        ) : (
          <Button
            type="button"
            variant="ghost"
            className="min-h-11 justify-self-start print:hidden"
            aria-label={t.noteForm.open(resident.residentName)}
            onClick={() => setWriting(true)}
          >
            <PlusIcon aria-hidden />
            {t.noteForm.openShort}
          </Button>
        ))}
    </section>
  )
}

/**
 * /handover, the parte de relevo (DESIGN 10): the shift's events per resident in time order, the outgoing
 * staff's notes, "Marcar como leído" with who read it and when, and the printable PDF.
 */
export function HandoverPage({
  search,
  onSearchChange,
  userId,
}: {
  search: HandoverSearch
  onSearchChange: (patch: HandoverSearch) => void
  /** The signed-in reader, to show whether they marked this handover read. */
  userId: string
}) {
  const may = useCan()
  const canWrite = may('handover.write')
  const settings = useQuery(shiftSettingsQueryOptions())
  const date = search.date ?? settings.data?.current.date
  const shift = search.shift ?? settings.data?.current.shift
  const handover = useQuery({ ...handoverQueryOptions({ date, shift }), enabled: Boolean(date && shift) })
  const markRead = useMarkHandoverRead()
  const [printing, setPrinting] = useState(false)
  const data = handover.data
  const myReading = data ? readingOf(data.readBy, userId) : undefined
  // Issue 25: whoever wrote the notes hands the shift over; someone else marks it read (the server refuses too).
  const author = data ? wroteNotes(data.notes, userId) : false
  const isCurrent = settings.data && date === settings.data.current.date && shift === settings.data.current.shift

  async function read() {
    if (!data) return
    try {
      await markRead.mutateAsync({ date: data.date, shift: data.shift })
      toast.success(t.read.toast)
    } catch (error) {
      notifyError(error)
    }
  }

  async function print() {
    if (!data) return
    setPrinting(true)
    try {
      await downloadHandoverPdf(data.date, data.shift)
      toast.success(t.printToast)
    } catch (error) {
      notifyError(error)
    } finally {
      setPrinting(false)
    }
  }

  const shiftNotes = data ? notesFor(data.notes, '') : []
  const cards = data ? residentsWithCards(data) : []

  return (
    <div className="@container grid gap-5">
      <PageHeader
        title={t.title}
        description={
          data
            ? `${formatDate(data.date)} · ${t.shifts[data.shift]} · ${t.range(wallClock(data.from), wallClock(data.to))}`
            : t.description
        }
        actions={
          data && (
            <div className="flex flex-wrap gap-2 print:hidden">
              <Button type="button" variant="outline" className="min-h-11" onClick={() => void print()} disabled={printing}>
                <PrinterIcon aria-hidden />
                {t.print}
              </Button>
              <Button
                type="button"
                className="min-h-11"
                onClick={() => void read()}
                disabled={Boolean(myReading) || author || markRead.isPending}
                aria-describedby={author && !myReading ? 'handover-own-notes' : undefined}
              >
                <CheckIcon aria-hidden />
                {myReading ? t.read.done : t.read.mark}
              </Button>
              {author && !myReading && (
                <p id="handover-own-notes" className="basis-full text-sm text-muted-foreground sm:max-w-xs">
                  {t.ownNotes}
                </p>
              )}
            </div>
          )
        }
      />

      <section
        aria-label={t.filters.label}
        className="grid gap-3 rounded-xl border bg-card p-3 sm:grid-cols-[auto_1fr] sm:items-end sm:p-4 print:hidden"
      >
        <div className="grid gap-1.5">
          <Label htmlFor="handover-date">{t.filters.date}</Label>
          <Input
            id="handover-date"
            type="date"
            className="min-h-11"
            value={date ?? ''}
            onChange={(event) => event.target.value && onSearchChange({ date: event.target.value, shift })}
          />
        </div>
        <div role="group" aria-label={t.filters.shift} className="grid gap-1.5">
          <span className="text-sm font-medium" aria-hidden>
            {t.filters.shift}
          </span>
          <div className="grid grid-cols-3 gap-1 sm:max-w-md">
            {SHIFTS.map((value) => (
              <Button
                key={value}
                type="button"
                variant={shift === value ? 'default' : 'outline'}
                aria-pressed={shift === value}
                className="min-h-11"
                onClick={() => onSearchChange({ shift: value, date })}
              >
                {t.shifts[value]}
              </Button>
            ))}
          </div>
        </div>
        {!isCurrent && settings.data && (
          <Button
            type="button"
            variant="ghost"
            className="min-h-11 justify-self-start sm:col-span-2"
            onClick={() => onSearchChange({ date: undefined, shift: undefined })}
          >
            <RotateCcwIcon aria-hidden />
            {t.filters.now}
          </Button>
        )}
      </section>

      {settings.isError && !settings.data && (
        <LoadError what={t.loadError} error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      {handover.isError && !data && (
        <LoadError what={t.loadError} error={handover.error} onRetry={() => void handover.refetch()} />
      )}
      {!data && !handover.isError && !settings.isError && <Skeleton className="h-64" />}

      {data && (
        <>
          <HandoverSummary handover={data} />

          <section aria-label={t.read.readBy} className="grid gap-2 rounded-xl border bg-card p-4">
            <h2 className="font-semibold">{t.read.readBy}</h2>
            {data.readBy.length === 0 ? (
              <p className="text-muted-foreground">{t.read.nobody}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {data.readBy.map((receipt) => (
                  <li key={receipt.userId} className="rounded-full bg-success-soft px-3 py-1 text-sm text-success">
                    {t.read.entry(receipt.name, formatDateTime(receipt.at))}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-label={t.shiftNotes} className="grid gap-3 rounded-xl border bg-card p-4">
            <h2 className="text-lg font-semibold">{t.shiftNotes}</h2>
            {shiftNotes.length === 0 ? <p className="text-muted-foreground">{t.noShiftNotes}</p> : <NoteList notes={shiftNotes} />}
            {canWrite && <HandoverNoteForm date={data.date} shift={data.shift} label={t.noteForm.shiftLabel} />}
          </section>

          {cards.length === 0 ? (
            <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">{t.empty}</p>
          ) : (
            <div className="grid gap-4 @min-[64rem]:grid-cols-2 print:block print:space-y-4">
              {cards.map((resident) => (
                <ResidentCard key={resident.residentId} resident={resident} handover={data} canWrite={canWrite} />
              ))}
            </div>
          )}

          {data.careMissing.length > 0 && (
            <section
              id={CARE_LINE_ID}
              aria-label={t.careMissingLine(data.careMissing.length)}
              className="grid scroll-mt-20 gap-1 rounded-xl border bg-card p-4"
            >
              <h2 className="font-semibold">{t.careMissingLine(data.careMissing.length)}</h2>
              <p className="break-words text-muted-foreground">
                {data.careMissing
                  .map((resident) => (resident.room ? `${resident.residentName} (${t.room(resident.room)})` : resident.residentName))
                  .join(', ')}
              </p>
            </section>
          )}
        </>
      )}
    </div>
  )
}
