import { Button } from '@/components/ui/button'
import { es } from '@/i18n/es'

const t = es.patientList

type ConfigureBarProps = {
  changes: number
  saving: boolean
  onSave: () => void
  onCancel: () => void
}

/**
 * While "Configurar áreas" is on: Guardar áreas / Cancelar, kept at the bottom of the screen while the
 * list scrolls, so they are at hand after choosing areas far down a phone's card list.
 */
export function ConfigureBar({ changes, saving, onSave, onCancel }: ConfigureBarProps) {
  return (
    <div
      role="region"
      aria-label={t.configureAreas}
      className="sticky bottom-4 z-10 mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/30 bg-card p-4 shadow-lg"
    >
      <p aria-live="polite" className="text-muted-foreground">
        {changes === 0 ? t.configure.hint : t.configure.pending(changes)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onSave} disabled={saving || changes === 0}>
          {saving ? t.saving : t.saveAreas}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {es.common.cancel}
        </Button>
      </div>
    </div>
  )
}
