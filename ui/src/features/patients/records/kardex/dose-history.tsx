import { DataTable, type DataTableColumn } from '@/components/data-table/data-table'
import type { Dose } from '@/features/patients/records/kardex/schemas'
import { TruncatedText } from '@/features/patients/records/shared/truncated-text'
import { es } from '@/i18n/es'
import { formatDate, formatTime } from '@/lib/dates'

const t = es.records.kardex.history

const columns: DataTableColumn<Dose>[] = [
  {
    id: 'date',
    header: t.columns.date,
    cell: (dose) => formatDate(dose.doseDate),
    className: 'whitespace-nowrap tabular-nums',
  },
  { id: 'time', header: t.columns.time, cell: (dose) => formatTime(dose.doseTime), className: 'tabular-nums' },
  { id: 'medication', header: t.columns.medication, cell: (dose) => dose.medicationName },
  { id: 'givenBy', header: t.columns.givenBy, cell: (dose) => <TruncatedText text={dose.userName} /> },
]

/** The doses given from a Kardex, newest first (doses are never edited or deleted). */
export function DoseHistory({ doses }: { doses: Dose[] }) {
  return <DataTable caption={t.caption} columns={columns} data={doses} getRowId={(dose) => dose._id} emptyMessage={t.empty} />
}
