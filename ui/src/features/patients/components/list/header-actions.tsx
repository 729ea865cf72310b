import { FileDownIcon, UserPlusIcon } from 'lucide-react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button } from '@/components/ui/button'
import { es } from '@/i18n/es'

const t = es.patientList

type HeaderActionsProps = {
  /** Shows Nuevo Paciente. */
  canRegister: boolean
  onNewPatient: () => void
  onDownloadAll: () => void
}

/** Nuevo Paciente and Descargar todo (after "¿Descargar?"). */
export function HeaderActions({ canRegister, onNewPatient, onDownloadAll }: HeaderActionsProps) {
  return (
    <>
      {canRegister && (
        <Button onClick={onNewPatient}>
          <UserPlusIcon aria-hidden />
          {t.newPatient}
        </Button>
      )}
      <ConfirmDialog
        title={t.confirm.downloadTitle}
        description={t.confirm.downloadAll}
        confirmLabel={t.confirm.download}
        onConfirm={onDownloadAll}
        trigger={
          <Button variant="outline">
            <FileDownIcon aria-hidden />
            {t.downloadAll}
          </Button>
        }
      />
    </>
  )
}
