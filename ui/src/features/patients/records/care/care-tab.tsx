import { useState } from 'react'
import { careRecordResource } from '@/features/patients/records/care/api'
import { CareForm } from '@/features/patients/records/care/care-form'
import { CARE_TASKS, type CareRecord } from '@/features/patients/records/care/schemas'
import { TaskMark } from '@/features/patients/records/care/task-mark'
import type { RecordTabProps } from '@/features/patients/records/record-tabs'
import type { RecordColumn } from '@/features/patients/records/shared/record-columns'
import { RecordDialog } from '@/features/patients/records/shared/record-dialog'
import { RecordsPanel } from '@/features/patients/records/shared/records-panel'
import { TruncatedText } from '@/features/patients/records/shared/truncated-text'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'

const t = es.records.care

const columns: RecordColumn<CareRecord>[] = [
  {
    id: 'date',
    header: t.columns.date,
    cell: (record) => formatDate(record.date),
    className: 'whitespace-nowrap tabular-nums',
  },
  ...CARE_TASKS.map(
    (task): RecordColumn<CareRecord> => ({
      id: task,
      header: t.tasks[task],
      cell: (record) => <TaskMark done={record[task]} />,
      className: 'text-center',
    }),
  ),
  {
    id: 'createdBy',
    header: t.columns.createdBy,
    cell: (record) => <TruncatedText text={record.createdByName} />,
    className: 'hidden @min-[56rem]:table-cell',
  },
]

/** Cuidados: the resident's daily care records (bath, meals, diaper change), by any staff member. */
export function CareTab({ resident, canWrite }: RecordTabProps) {
  const [dialog, setDialog] = useState<{ open: boolean; record: CareRecord | null }>({ open: false, record: null })
  const onOpenChange = (open: boolean) => setDialog((current) => ({ ...current, open }))
  return (
    <RecordsPanel
      resource={careRecordResource}
      resident={resident}
      texts={t.panel}
      columns={columns}
      searchText={(record) => `${formatDate(record.date)} ${record.createdByName}`}
      describe={(record) => t.describe(formatDate(record.date))}
      canWrite={canWrite}
      onNew={() => setDialog({ open: true, record: null })}
      onEdit={(record) => setDialog({ open: true, record })}
    >
      <RecordDialog
        open={dialog.open}
        onOpenChange={onOpenChange}
        title={dialog.record ? t.form.editTitle : t.form.createTitle}
        description={t.form.intro}
      >
        <CareForm residentId={resident._id} record={dialog.record} onSaved={() => onOpenChange(false)} />
      </RecordDialog>
    </RecordsPanel>
  )
}
