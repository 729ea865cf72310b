import type { RecordColumn } from '@/features/patients/records/shared/record-columns'
import { TruncatedText } from '@/features/patients/records/shared/truncated-text'
import { VITAL_KEYS } from '@/features/patients/records/vitals/measures'
import type { VitalSignsRecord } from '@/features/patients/records/vitals/schemas'
import { VitalValue } from '@/features/patients/records/vitals/vital-value'
import { es } from '@/i18n/es'
import { formatDate, formatTime } from '@/lib/dates'

const t = es.records.vitals

/** Date and time, the six readings (short name and unit in the header) and who took them. */
export const vitalsColumns: RecordColumn<VitalSignsRecord>[] = [
  {
    id: 'date',
    header: t.columns.date,
    cell: (record) => `${formatDate(record.date)} ${formatTime(record.time)}`.trim(),
    className: 'whitespace-nowrap tabular-nums',
  },
  ...VITAL_KEYS.map((key): RecordColumn<VitalSignsRecord> => ({
    id: key,
    header: `${t.measures[key].short} (${t.measures[key].unit})`,
    cell: (record) => <VitalValue measure={key} value={record.vitalSigns[key]} />,
  })),
  {
    id: 'createdBy',
    header: t.columns.createdBy,
    cell: (record) => <TruncatedText text={record.createdByName} />,
    className: 'hidden @min-[60rem]:table-cell',
  },
]
