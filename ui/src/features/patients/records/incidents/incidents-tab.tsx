import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { incidentResource } from '@/features/patients/records/incidents/api'
import { IncidentForm } from '@/features/patients/records/incidents/incident-form'
import type { Incident } from '@/features/patients/records/incidents/schemas'
import type { RecordTabProps } from '@/features/patients/records/record-tabs'
import type { RecordColumn } from '@/features/patients/records/shared/record-columns'
import { RecordDialog } from '@/features/patients/records/shared/record-dialog'
import { RecordSignature } from '@/features/patients/records/shared/record-signature'
import { RecordsPanel } from '@/features/patients/records/shared/records-panel'
import { TruncatedText } from '@/features/patients/records/shared/truncated-text'
import { es } from '@/i18n/es'
import { formatDate, formatTime } from '@/lib/dates'

const t = es.records.incidents

const columns: RecordColumn<Incident>[] = [
  {
    id: 'date',
    header: t.columns.date,
    cell: (incident) => `${formatDate(incident.date)} ${formatTime(incident.time)}`.trim(),
    className: 'whitespace-nowrap tabular-nums',
  },
  { id: 'shift', header: t.columns.shift, cell: (incident) => incident.shift, className: 'first-letter:uppercase' },
  {
    id: 'situation',
    header: t.columns.situation,
    cell: (incident) => (
      <span className="flex items-start gap-2">
        {incident.isFall && (
          <Badge variant="destructive" className="mt-0.5">
            {t.fallBadge}
          </Badge>
        )}
        <TruncatedText text={incident.situation} />
      </span>
    ),
  },
  {
    id: 'createdBy',
    header: t.columns.createdBy,
    cell: (incident) => <RecordSignature record={incident} />,
    className: 'hidden @min-[52rem]:table-cell',
  },
]

/** Incidentes: falls, illnesses and other events, with who was called; written by clinical staff. */
export function IncidentsTab({ resident, canWrite }: RecordTabProps) {
  const [dialog, setDialog] = useState<{ open: boolean; incident: Incident | null }>({ open: false, incident: null })
  const onOpenChange = (open: boolean) => setDialog((current) => ({ ...current, open }))
  return (
    <RecordsPanel
      resource={incidentResource}
      resident={resident}
      texts={t.panel}
      columns={columns}
      searchText={(incident) => `${incident.situation} ${incident.observations}`}
      describe={(incident) => t.describe(formatDate(incident.date))}
      canWrite={canWrite}
      onNew={() => setDialog({ open: true, incident: null })}
      onEdit={(incident) => setDialog({ open: true, incident })}
    >
      <RecordDialog
        open={dialog.open}
        onOpenChange={onOpenChange}
        signed={dialog.incident}
        title={dialog.incident ? t.form.editTitle : t.form.createTitle}
        description={t.form.intro}
        className="sm:max-w-2xl"
      >
        <IncidentForm residentId={resident._id} incident={dialog.incident} onSaved={() => onOpenChange(false)} />
      </RecordDialog>
    </RecordsPanel>
  )
}
