import { HistoryIcon, TabletsIcon } from 'lucide-react'
import { TooltipIconButton } from '@/components/tooltip-icon-button'
import { es } from '@/i18n/es'

const t = es.records.kardex

type KardexRowActionsProps = {
  /** The Kardex as said in the buttons' names. */
  label: string
  /** Null for users who may not register doses. */
  onRegisterDose: (() => void) | null
  onShowHistory: () => void
}

/** A Kardex's own buttons, beside edit, print and delete: register a dose, see the doses given. */
export function KardexRowActions({ label, onRegisterDose, onShowHistory }: KardexRowActionsProps) {
  return (
    <>
      {onRegisterDose && (
        <TooltipIconButton label={t.dose.openLabel(label)} tooltip={t.dose.open} onClick={onRegisterDose}>
          <TabletsIcon aria-hidden />
        </TooltipIconButton>
      )}
      <TooltipIconButton label={t.history.openLabel(label)} tooltip={t.history.open} onClick={onShowHistory}>
        <HistoryIcon aria-hidden />
      </TooltipIconButton>
    </>
  )
}
