import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { RecordTabProps } from '@/features/patients/records/record-tabs'
import { recordsQueryOptions } from '@/features/patients/records/shared/api'
import { RecordDialog } from '@/features/patients/records/shared/record-dialog'
import { RecordsPanel } from '@/features/patients/records/shared/records-panel'
import { vitalSignsResource } from '@/features/patients/records/vitals/api'
import type { VitalSignsRecord } from '@/features/patients/records/vitals/schemas'
import { vitalsColumns } from '@/features/patients/records/vitals/vitals-columns'
import { VitalsForm } from '@/features/patients/records/vitals/vitals-form'
import { VitalsTrend } from '@/features/patients/records/vitals/vitals-trend'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'

const t = es.records.vitals

/** Vitales: the trend of the resident's readings, then the records; written by clinical staff. */
export function VitalsTab({ resident, canWrite }: RecordTabProps) {
  // The same query as the panel's list (shared by key): the chart shows every record, whatever the search.
  const list = useQuery(recordsQueryOptions(vitalSignsResource, resident._id))
  const [dialog, setDialog] = useState<{ open: boolean; record: VitalSignsRecord | null }>({
    open: false,
    record: null,
  })
  const onOpenChange = (open: boolean) => setDialog((current) => ({ ...current, open }))
  const records = list.data ?? []
  return (
    <RecordsPanel
      resource={vitalSignsResource}
      resident={resident}
      texts={t.panel}
      columns={vitalsColumns}
      searchText={(record) => `${record.diagnostics} ${record.physicalExam.observations}`}
      describe={(record) => t.describe(formatDate(record.date))}
      canWrite={canWrite}
      onNew={() => setDialog({ open: true, record: null })}
      onEdit={(record) => setDialog({ open: true, record })}
      overview={records.length > 0 && <VitalsTrend records={records} />}
    >
      <RecordDialog
        open={dialog.open}
        onOpenChange={onOpenChange}
        title={dialog.record ? t.form.editTitle : t.form.createTitle}
        description={t.form.intro}
      >
        <VitalsForm residentId={resident._id} record={dialog.record} onSaved={() => onOpenChange(false)} />
      </RecordDialog>
    </RecordsPanel>
  )
}
