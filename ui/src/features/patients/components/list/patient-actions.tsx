import { ArchiveIcon, ArchiveRestoreIcon, FileDownIcon } from 'lucide-react'
import { ConfirmDeleteButton } from '@/components/confirm-delete-button'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { TooltipIconButton } from '@/components/tooltip-icon-button'
import type { PatientSummary } from '@/features/patients/schemas'
import { es } from '@/i18n/es'

const t = es.patientList.actions
const c = es.patientList.confirm

export type PatientRowHandlers = {
  /** residents.archive: archive, restore and (once archived) delete. */
  canArchive: boolean
  /** Starts the report download; the overlay shows its progress. */
  onDownload: (patient: PatientSummary) => void
  /** Archives or unarchives; rejects when it failed (the error is already reported). */
  onToggleArchive: (patient: PatientSummary) => Promise<void>
  /** Deletes an archived resident; rejects when it failed (the error is already reported). */
  onDelete: (patient: PatientSummary) => Promise<void>
}

/**
 * A resident's actions: download the file, archive or unarchive, and delete when archived. The resident's
 * data and records open on their page, from the name or the row.
 */
export function PatientActions({
  patient,
  canArchive,
  onDownload,
  onToggleArchive,
  onDelete,
}: PatientRowHandlers & { patient: PatientSummary }) {
  const { name } = patient
  return (
    <div className="flex items-center gap-1">
      <ConfirmDialog
        title={c.downloadTitle}
        description={c.downloadOne(name)}
        confirmLabel={c.download}
        onConfirm={() => onDownload(patient)}
        trigger={
          <TooltipIconButton label={t.download(name)} tooltip={t.downloadShort}>
            <FileDownIcon aria-hidden />
          </TooltipIconButton>
        }
      />
      {canArchive && (
        <ConfirmDialog
          title={c.archiveTitle}
          description={patient.archived ? c.unarchive(name) : c.archive(name)}
          onConfirm={() => onToggleArchive(patient)}
          trigger={
            patient.archived ? (
              <TooltipIconButton label={t.unarchive(name)} tooltip={t.unarchiveShort}>
                <ArchiveRestoreIcon aria-hidden />
              </TooltipIconButton>
            ) : (
              <TooltipIconButton label={t.archive(name)} tooltip={t.archiveShort}>
                <ArchiveIcon aria-hidden />
              </TooltipIconButton>
            )
          }
        />
      )}
      {patient.archived && canArchive && (
        <ConfirmDeleteButton
          label={t.delete(name)}
          tooltip={t.deleteShort}
          title={c.deleteTitle}
          description={c.delete(name)}
          confirmLabel={c.deleteConfirm}
          onConfirm={() => onDelete(patient)}
        />
      )}
    </div>
  )
}
