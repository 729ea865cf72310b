import { HistoryIcon, TabletsIcon } from 'lucide-react'
import type { RowAction } from '@/components/row-actions'
import { es } from '@/i18n/es'

const t = es.records.kardex

type KardexRowActionsOptions = {
  /** The Kardex as said in the actions' names. */
  label: string
  /** Null for users who may not register doses. */
  onRegisterDose: (() => void) | null
  onShowHistory: () => void
}

/** A Kardex's own actions, beside edit, print and delete: register a dose, see the doses given. */
export function kardexRowActions({ label, onRegisterDose, onShowHistory }: KardexRowActionsOptions): RowAction[] {
  return [
    ...(onRegisterDose
      ? [
          {
            id: 'dose',
            label: t.dose.openLabel(label),
            short: t.dose.open,
            icon: <TabletsIcon aria-hidden />,
            onSelect: onRegisterDose,
          },
        ]
      : []),
    {
      id: 'history',
      label: t.history.openLabel(label),
      short: t.history.open,
      icon: <HistoryIcon aria-hidden />,
      onSelect: onShowHistory,
    },
  ]
}
