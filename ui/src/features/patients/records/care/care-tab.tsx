import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { careRecordResource } from '@/features/patients/records/care/api'
import { CareForm } from '@/features/patients/records/care/care-form'
import { CARE_TASKS, type CareRecord } from '@/features/patients/records/care/schemas'
import { TaskMark } from '@/features/patients/records/care/task-mark'
import type { RecordTabProps } from '@/features/patients/records/record-tabs'
import type { RecordColumn } from '@/features/patients/records/shared/record-columns'
import { recordsQueryOptions } from '@/features/patients/records/shared/api'
import { RecordDialog } from '@/features/patients/records/shared/record-dialog'
import { RecordsPanel } from '@/features/patients/records/shared/records-panel'
import { RecordSignature } from '@/features/patients/records/shared/record-signature'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'
import { notifyError } from '@/lib/notify'

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
    cell: (record) => <RecordSignature record={record} />,
    className: 'hidden @min-[56rem]:table-cell',
  },
]

/** Cuidados: the resident's daily care records (bath, meals, diaper change), by any staff member. */
export function CareTab({ resident, canWrite }: RecordTabProps) {
  const queryClient = useQueryClient()
  const [dialog, setDialog] = useState<{ open: boolean; record: CareRecord | null }>({ open: false, record: null })
  const onOpenChange = (open: boolean) => setDialog((current) => ({ ...current, open }))

  // A second record for a day that has one (409): that day's record opens to edit, as the list has it now.
  async function openExisting(existingId: string) {
    let existing: CareRecord | undefined
    try {
      const list = await queryClient.fetchQuery({ ...recordsQueryOptions(careRecordResource, resident._id), staleTime: 0 })
      existing = list.find((record) => record._id === existingId)
    } catch (error) {
      notifyError(error)
      return
    }
    if (!existing) {
      notifyError(null)
      return
    }
    toast.info(es.records.common.existingRecord)
    setDialog({ open: true, record: existing })
  }
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
        signed={dialog.record}
        title={dialog.record ? t.form.editTitle : t.form.createTitle}
        description={t.form.intro}
      >
        <CareForm
          key={dialog.record?._id ?? 'new'}
          residentId={resident._id}
          record={dialog.record}
          onSaved={() => onOpenChange(false)}
          onExisting={(id) => void openExisting(id)}
        />
      </RecordDialog>
    </RecordsPanel>
  )
}
