import type { RecordColumn } from '@/features/patients/records/shared/record-columns'
import { RecordSignature } from '@/features/patients/records/shared/record-signature'
import type { VitalMeasures } from '@/features/patients/records/vitals/measures'
import type { VitalSignsRecord } from '@/features/patients/records/vitals/schemas'
import { VitalReadings } from '@/features/patients/records/vitals/vital-value'
import { es } from '@/i18n/es'
import { formatDate, formatTime } from '@/lib/dates'

const t = es.records.vitals

/**
 * Date and time, the readings taken (each with its short name and the server's unit, those out of the
 * resident's ranges in red) and who took them: one column of readings, so the nine measures fit a tablet and
 * a phone.
 */
export const vitalsColumns = (measures: VitalMeasures): RecordColumn<VitalSignsRecord>[] => [
  {
    id: 'date',
    header: t.columns.date,
    cell: (record) => `${formatDate(record.date)} ${formatTime(record.time)}`.trim(),
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    id: 'readings',
    header: t.columns.readings,
    cell: (record) => <VitalReadings record={record} measures={measures} />,
  },
  {
    id: 'createdBy',
    header: t.columns.createdBy,
    cell: (record) => <RecordSignature record={record} />,
    className: 'hidden @min-[52rem]:table-cell',
  },
]
