import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { SlidersHorizontalIcon } from 'lucide-react'
import { useMemo, useState } from 'react'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import type { RecordTabProps } from '@/features/patients/records/record-tabs'
import { recordPagesQueryOptions } from '@/features/patients/records/shared/api'
import { RecordDialog } from '@/features/patients/records/shared/record-dialog'
import { RecordsPanel } from '@/features/patients/records/shared/records-panel'
import {
  vitalMeasuresQueryOptions,
  vitalRangesQueryOptions,
  vitalSignsResource,
  vitalsPeriodQueryOptions,
} from '@/features/patients/records/vitals/api'
import type { VitalMeasures } from '@/features/patients/records/vitals/measures'
import { DEFAULT_CHART_PERIOD, periodDates, type ChartPeriod } from '@/features/patients/records/vitals/period'
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
 * Vitales: the trend of the resident's readings of a period (30 days unless another is chosen) over their
 * reference ranges, then the records in pages; written by clinical staff. A doctor (kardex.prescribe) sets the
 * resident's ranges. Every measure's label, unit and limits are the server's (GET /vital-ranges, read once):
 * until they are read nothing of the tab can be shown or checked.
 */
export function VitalsTab(props: RecordTabProps) {
  const measures = useQuery(vitalMeasuresQueryOptions())
  if (measures.data) return <VitalsPanel {...props} measures={measures.data} />
  if (measures.isError) {
    return <LoadError what={t.measuresError} error={measures.error} onRetry={() => void measures.refetch()} />
  }
  return (
    <div aria-busy className="grid gap-3">
      <span className="sr-only">{t.measuresLoading}</span>
      <Skeleton className="h-64" />
      <Skeleton className="h-32" />
    </div>
  )
}

function VitalsPanel({ resident, canWrite, measures }: RecordTabProps & { measures: VitalMeasures }) {
  // The panel's list (shared by key) says whether the resident has any reading; the chart reads only its
  // period, whatever the pages loaded or the search.
  const list = useInfiniteQuery(recordPagesQueryOptions(vitalSignsResource, resident._id))
  const [period, setPeriod] = useState<ChartPeriod>(DEFAULT_CHART_PERIOD)
  const { from, to } = periodDates(period)
  const chart = useQuery(vitalsPeriodQueryOptions(resident._id, from, to))
  const ranges = useQuery(vitalRangesQueryOptions(resident._id))
  const mayPrescribe = useCan()('kardex.prescribe')
  const [dialog, setDialog] = useState<{ open: boolean; record: VitalSignsRecord | null }>({
    open: false,
    record: null,
  })
  const [editingRanges, setEditingRanges] = useState(false)
  const columns = useMemo(() => vitalsColumns(measures), [measures])
  const onOpenChange = (open: boolean) => setDialog((current) => ({ ...current, open }))
  const hasReadings = (list.data?.pages[0]?.records.length ?? 0) > 0
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
      columns={columns}
      searchText={(record) => `${record.diagnostics} ${record.physicalExam.observations}`}
      describe={(record) => t.describe(formatDate(record.date))}
      canWrite={canWrite}
      onNew={() => setDialog({ open: true, record: null })}
      onEdit={(record) => setDialog({ open: true, record })}
      overview={
        list.isPending ? null : hasReadings ? (
          <VitalsTrend
            measures={measures}
            records={chart.data}
            ranges={ranges.data}
            actions={rangesButton}
            period={period}
            onPeriodChange={setPeriod}
            loading={chart.isFetching}
            error={chart.isError}
          />
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
        <VitalsForm
          residentId={resident._id}
          measures={measures}
          record={dialog.record}
          onSaved={() => onOpenChange(false)}
        />
      </RecordDialog>
      {mayPrescribe && (
        <VitalRangesDialog
          open={editingRanges}
          onOpenChange={setEditingRanges}
          residentId={resident._id}
          residentName={resident.name}
          measures={measures}
        />
      )}
    </RecordsPanel>
  )
}
