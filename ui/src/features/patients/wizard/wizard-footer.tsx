import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { WizardMode } from '@/features/patients/wizard/schema'
import { WIZARD_TABS, type WizardTab } from '@/features/patients/wizard/tabs'
import { es } from '@/i18n/es'

const t = es.residentWizard

type WizardFooterProps = {
  mode: WizardMode
  /** residents.admit: without it the last tab has no Registrar / Actualizar. */
  canSave: boolean
  tab: WizardTab
  submitting: boolean
  onPrevious: () => void
  onNext: () => void
}

/** Anterior, the step, and Siguiente, or Registrar / Actualizar on the last tab. */
export function WizardFooter({ mode, canSave, tab, submitting, onPrevious, onNext }: WizardFooterProps) {
  const index = WIZARD_TABS.indexOf(tab)
  const last = index === WIZARD_TABS.length - 1
  const saveLabel = mode === 'create' ? (submitting ? t.creating : t.create) : submitting ? t.updating : t.update
  return (
    <div className="flex items-center justify-between gap-3">
      <Button variant="outline" onClick={onPrevious} disabled={index === 0 || submitting}>
        <ChevronLeftIcon aria-hidden />
        {t.previous}
      </Button>
      <span className="sr-only text-sm text-muted-foreground sm:not-sr-only" aria-live="polite">
        {t.step(index + 1, WIZARD_TABS.length)}
      </span>
      {/* Distinct keys: a click on Siguiente must never land on a submit button it turned into. */}
      {last ? (
        canSave && (
          <Button key="save" type="submit" disabled={submitting}>
            {saveLabel}
          </Button>
        )
      ) : (
        <Button key="next" onClick={onNext} disabled={submitting}>
          {t.next}
          <ChevronRightIcon aria-hidden />
        </Button>
      )}
    </div>
  )
}
