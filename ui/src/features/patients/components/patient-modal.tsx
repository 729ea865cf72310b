import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { patientKeys } from '@/features/patients/api'
import type { Resident } from '@/features/patients/schemas'
import { ResidentWizard } from '@/features/patients/wizard/resident-wizard'
import { es } from '@/i18n/es'

const t = es.patientModal

export type PatientModalProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Runs once the new resident is saved (the list opens their page); the modal has closed. */
  onRegistered: (resident: Resident) => void
  /** The signed-in user's name, the new resident's "Empleado que recibe" to start with. */
  receivingEmployee: string
}

/**
 * "Registrar Nuevo Paciente": a large dialog that scrolls inside, with the admission wizard. Closing it
 * with unsaved changes asks first. A saved resident's data and records are on their page (/patients/$id).
 */
export function PatientModal({ open, onOpenChange, onRegistered, receivingEmployee }: PatientModalProps) {
  const queryClient = useQueryClient()
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

  function onSaved(saved: Resident) {
    // The page opens on the resident at once, without loading them again.
    queryClient.setQueryData(patientKeys.detail(saved._id), saved)
    close()
    onRegistered(saved)
  }

  return (
    <>
      <Dialog open={open} onOpenChange={requestOpenChange}>
        <DialogContent className="flex h-[calc(100dvh-1rem)] max-h-none w-[calc(100%-1rem)] max-w-none flex-col gap-0 overflow-hidden p-0 sm:h-[calc(100dvh-3rem)] sm:w-[calc(100%-3rem)] sm:max-w-5xl">
          <DialogHeader className="px-4 pt-4 pr-14 sm:px-6 sm:pt-6">
            <DialogTitle>{t.titleNew}</DialogTitle>
            <DialogDescription>{t.descriptionNew}</DialogDescription>
          </DialogHeader>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 pt-4 sm:px-6">
            <ResidentWizard resident={null} onSaved={onSaved} onDirtyChange={onDirtyChange} receivingEmployee={receivingEmployee} />
          </div>
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
