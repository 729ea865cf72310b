import { DataTable, type DataTableColumn } from '@/components/data-table/data-table'
import type { Dose } from '@/features/patients/records/kardex/schemas'
import { TruncatedText } from '@/features/patients/records/shared/truncated-text'
import { es } from '@/i18n/es'
import { formatDate, formatTime } from '@/lib/dates'

const t = es.records.kardex.history

const columns: DataTableColumn<Dose>[] = [
  {
    id: 'when',
    header: t.columns.when,
    cell: (dose) => `${formatDate(dose.doseDate)} ${formatTime(dose.doseTime)}`.trim(),
    className: 'whitespace-normal tabular-nums',
  },
  {
    id: 'medication',
    header: t.columns.medication,
    cell: (dose) => dose.medicationName,
    className: 'whitespace-normal',
  },
  {
    id: 'givenBy',
    header: t.columns.givenBy,
    cell: (dose) => <TruncatedText text={dose.userName} />,
    className: 'whitespace-normal',
  },
]

/** The doses given from a Kardex, newest first (doses are never edited or deleted); headers wrap on phones. */
export function DoseHistory({ doses }: { doses: Dose[] }) {
  return <DataTable caption={t.caption} columns={columns} data={doses} getRowId={(dose) => dose._id} emptyMessage={t.empty} />
}
