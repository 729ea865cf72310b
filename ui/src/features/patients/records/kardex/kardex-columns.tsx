import type { Kardex } from '@/features/patients/records/kardex/schemas'
import type { RecordColumn } from '@/features/patients/records/shared/record-columns'
import { RecordSignature } from '@/features/patients/records/shared/record-signature'
import { TruncatedText } from '@/features/patients/records/shared/truncated-text'
import { es } from '@/i18n/es'
import { formatDate, formatTime } from '@/lib/dates'

const t = es.records.kardex

/** The Kardex's medications in one line: "Almagato 1,5 g, Enoxaparina 40 mg". */
export function medicationNames(kardex: Kardex): string {
  return kardex.entries.map((entry) => entry.medicationName).join(', ')
}

function lastDose(kardex: Kardex) {
  const dose = kardex.doses[0]
  if (!dose) return <span className="text-muted-foreground">{t.noDoses}</span>
  const when = `${formatDate(dose.doseDate)} ${formatTime(dose.doseTime)}`.trim()
  return <TruncatedText text={t.lastDose(when, dose.medicationName)} />
}

/**
 * The medications, and those still without schedule (a Kardex from before schedules, DESIGN 9): the round
 * owes no dose of them until a doctor sets their times, so the list says so.
 */
function medicationsCell(kardex: Kardex) {
  const unscheduled = kardex.entries.filter(
    (entry) => !entry.prn && (!Array.isArray(entry.times) || entry.times.length === 0),
  )
  return (
    <>
      <TruncatedText text={medicationNames(kardex)} />
      {unscheduled.length > 0 && (
        <span className="mt-0.5 block text-sm font-medium text-warm">
          {es.kardexSchedule.unscheduledOf(unscheduled.map((entry) => entry.medicationName).join(', '))}
        </span>
      )}
    </>
  )
}

/** Date, medications (cut to 60 characters), responsible and the last dose given. */
export const kardexColumns: RecordColumn<Kardex>[] = [
  {
    id: 'date',
    header: t.columns.date,
    cell: (kardex) => formatDate(kardex.date),
    className: 'whitespace-nowrap tabular-nums',
  },
  { id: 'medications', header: t.columns.medications, cell: medicationsCell },
  {
    id: 'responsible',
    header: t.columns.responsible,
    cell: (kardex) => <RecordSignature record={kardex} signer={kardex.responsibleName} />,
    className: 'hidden @min-[56rem]:table-cell',
  },
  { id: 'lastDose', header: t.columns.lastDose, cell: lastDose },
]
