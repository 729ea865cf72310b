import { ArchiveIcon, ArchiveRestoreIcon, FileDownIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { RowActions, type RowAction } from '@/components/row-actions'
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

type Confirming = 'download' | 'archive' | 'delete' | null

/**
 * A resident's actions: download the file, archive or unarchive, and delete when archived, each after its
 * confirmation. Icon buttons with tooltips on a wide list with a mouse; a labelled "Más acciones" menu on
 * phones, tablets and touch screens (components/row-actions). The resident's data and records open on
 * their page, from the name or the row.
 */
export function PatientActions({
  patient,
  canArchive,
  onDownload,
  onToggleArchive,
  onDelete,
}: PatientRowHandlers & { patient: PatientSummary }) {
  const { name } = patient
  const [confirming, setConfirming] = useState<Confirming>(null)
  const ask = (which: Exclude<Confirming, null>) => () => setConfirming(which)
  const openChange = (open: boolean) => {
    if (!open) setConfirming(null)
  }

  const actions: RowAction[] = [
    { id: 'download', label: t.download(name), short: t.downloadShort, icon: <FileDownIcon aria-hidden />, onSelect: ask('download') },
  ]
  if (canArchive) {
    actions.push(
      patient.archived
        ? { id: 'archive', label: t.unarchive(name), short: t.unarchiveShort, icon: <ArchiveRestoreIcon aria-hidden />, onSelect: ask('archive') }
        : { id: 'archive', label: t.archive(name), short: t.archiveShort, icon: <ArchiveIcon aria-hidden />, onSelect: ask('archive') },
    )
    if (patient.archived) {
      actions.push({
        id: 'delete',
        label: t.delete(name),
        short: t.deleteShort,
        icon: <Trash2Icon aria-hidden />,
        destructive: true,
        onSelect: ask('delete'),
      })
    }
  }

  return (
    <>
      <RowActions actions={actions} menuText={t.more} menuLabel={t.moreLabel(name)} />
      <ConfirmDialog
        open={confirming === 'download'}
        onOpenChange={openChange}
        title={c.downloadTitle}
        description={c.downloadOne(name)}
        confirmLabel={c.download}
        onConfirm={() => onDownload(patient)}
      />
      <ConfirmDialog
        open={confirming === 'archive'}
        onOpenChange={openChange}
        title={c.archiveTitle}
        description={patient.archived ? c.unarchive(name) : c.archive(name)}
        onConfirm={() => onToggleArchive(patient)}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={openChange}
        title={c.deleteTitle}
        description={c.delete(name)}
        confirmLabel={c.deleteConfirm}
        destructive
        onConfirm={() => onDelete(patient)}
      />
    </>
  )
}
