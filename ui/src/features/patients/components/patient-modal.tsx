import { useCallback, useRef, useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { PatientModalBody } from '@/features/patients/components/modal/patient-modal-body'
import { es } from '@/i18n/es'

const t = es.patientModal

export type PatientModalProps = {
  /** The resident to edit, or null to register a new one. */
  patientId: string | null
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * "Registrar Nuevo Paciente" / "Editar Paciente": a large dialog that scrolls inside, with the resident's
 * data and records. Closing it with unsaved changes asks first.
 */
export function PatientModal({ patientId, open, onOpenChange }: PatientModalProps) {
  const dirty = useRef(false)
  const [confirming, setConfirming] = useState(false)
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value
  }, [])

  function close() {
    dirty.current = false
    onOpenChange(false)
  }

  function requestOpenChange(next: boolean) {
    if (next) onOpenChange(true)
    else if (dirty.current) setConfirming(true)
    else close()
  }

  return (
    <>
      <Dialog open={open} onOpenChange={requestOpenChange}>
        <DialogContent className="flex h-[calc(100dvh-1rem)] max-h-none w-[calc(100%-1rem)] max-w-none flex-col gap-0 overflow-hidden p-0 sm:h-[calc(100dvh-3rem)] sm:w-[calc(100%-3rem)] sm:max-w-5xl">
          <PatientModalBody patientId={patientId} onDirtyChange={onDirtyChange} />
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.discardTitle}
        description={t.discardDescription}
        confirmLabel={t.discardConfirm}
        cancelLabel={t.keepEditing}
        destructive
        onConfirm={close}
      />
    </>
  )
}
