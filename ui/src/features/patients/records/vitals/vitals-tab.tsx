import { useQuery } from '@tanstack/react-query'
import { SlidersHorizontalIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { RecordTabProps } from '@/features/patients/records/record-tabs'
import { recordsQueryOptions } from '@/features/patients/records/shared/api'
import { RecordDialog } from '@/features/patients/records/shared/record-dialog'
import { RecordsPanel } from '@/features/patients/records/shared/records-panel'
import { vitalRangesQueryOptions, vitalSignsResource } from '@/features/patients/records/vitals/api'
import type { VitalSignsRecord } from '@/features/patients/records/vitals/schemas'
import { VitalRangesDialog } from '@/features/patients/records/vitals/vital-ranges-dialog'
import { vitalsColumns } from '@/features/patients/records/vitals/vitals-columns'
import { VitalsForm } from '@/features/patients/records/vitals/vitals-form'
import { VitalsTrend } from '@/features/patients/records/vitals/vitals-trend'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'
import { useCan } from '@/lib/permissions'

const t = es.records.vitals

/**
 * Vitales: the trend of the resident's readings over their reference ranges, then the records; written by
 * clinical staff. A doctor (kardex.prescribe) sets the resident's ranges.
 */
export function VitalsTab({ resident, canWrite }: RecordTabProps) {
  // The same query as the panel's list (shared by key): the chart shows every record, whatever the search.
  const list = useQuery(recordsQueryOptions(vitalSignsResource, resident._id))
  const ranges = useQuery(vitalRangesQueryOptions(resident._id))
  const mayPrescribe = useCan()('kardex.prescribe')
  const [dialog, setDialog] = useState<{ open: boolean; record: VitalSignsRecord | null }>({
    open: false,
    record: null,
  })
  const [editingRanges, setEditingRanges] = useState(false)
  const onOpenChange = (open: boolean) => setDialog((current) => ({ ...current, open }))
  const records = list.data ?? []
  const rangesButton = mayPrescribe && (
    <Button variant="outline" onClick={() => setEditingRanges(true)} aria-label={t.ranges.editLabel(resident.name)}>
      <SlidersHorizontalIcon aria-hidden />
      {t.ranges.edit}
    </Button>
  )
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
      overview={
        list.isPending ? null : records.length > 0 ? (
          <VitalsTrend records={records} ranges={ranges.data} actions={rangesButton} />
        ) : (
          rangesButton && <div className="flex justify-end">{rangesButton}</div>
        )
      }
    >
      <RecordDialog
        open={dialog.open}
        onOpenChange={onOpenChange}
        signed={dialog.record}
        title={dialog.record ? t.form.editTitle : t.form.createTitle}
        description={t.form.intro}
      >
        <VitalsForm residentId={resident._id} record={dialog.record} onSaved={() => onOpenChange(false)} />
      </RecordDialog>
      {mayPrescribe && (
        <VitalRangesDialog
          open={editingRanges}
          onOpenChange={setEditingRanges}
          residentId={resident._id}
          residentName={resident.name}
        />
      )}
    </RecordsPanel>
  )
}
