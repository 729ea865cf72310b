import { useState } from 'react'
import { MovementsDialog } from '@/features/inventory/components/history/movements-dialog'
import { MedicationFormDialog } from '@/features/inventory/components/medication-form/medication-form-dialog'
import { StockDialog } from '@/features/inventory/components/stock/stock-dialog'
import type { Medication } from '@/features/inventory/schemas'

type DialogKind = 'create' | 'edit' | 'add' | 'remove' | 'history'

type DialogState = {
  open: boolean
  kind: DialogKind
  medication: Medication | null
  /** Counts the openings: each one mounts a new dialog, so no form keeps the previous one's values. */
  session: number
}

/** Which of the inventory's dialogs is open, and for which medication. */
export function useInventoryDialogs() {
  const [state, setState] = useState<DialogState>({ open: false, kind: 'create', medication: null, session: 0 })
  const open = (kind: DialogKind, medication: Medication | null = null) =>
    setState((current) => ({ open: true, kind, medication, session: current.session + 1 }))
  return {
    state,
    openCreate: () => open('create'),
    openEdit: (medication: Medication) => open('edit', medication),
    openAddStock: (medication: Medication) => open('add', medication),
    openRemoveStock: (medication: Medication) => open('remove', medication),
    openHistory: (medication: Medication) => open('history', medication),
    onOpenChange: (next: boolean) => setState((current) => ({ ...current, open: next })),
  }
}

type InventoryDialogsProps = {
  dialogs: ReturnType<typeof useInventoryDialogs>
  /** The list as loaded now: a dialog shows its medication's latest figures (stock after a refusal). */
  medications: Medication[]
}

/** Nuevo / Editar Medicamento, Agregar / Retirar Stock and the history. */
export function InventoryDialogs({ dialogs, medications }: InventoryDialogsProps) {
  const { state, onOpenChange } = dialogs
  const { kind, session } = state
  const medication = state.medication && (medications.find((m) => m._id === state.medication?._id) ?? state.medication)
  const props = { open: state.open, onOpenChange }
  if (kind === 'create') return <MedicationFormDialog key={session} {...props} medication={null} />
  if (!medication) return null
  if (kind === 'edit') return <MedicationFormDialog key={session} {...props} medication={medication} />
  if (kind === 'history') return <MovementsDialog key={session} {...props} medication={medication} />
  return <StockDialog key={session} {...props} kind={kind} medication={medication} />
}
