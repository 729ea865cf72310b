import { MapPinnedIcon, PlusIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { es } from '@/i18n/es'

const t = es.patientList

type AreaToolsProps = {
  configuring: boolean
  changes: number
  saving: boolean
  onConfigure: () => void
  onSave: () => void
  onCancel: () => void
  onNewArea: () => void
}

/** Configurar áreas (then Guardar áreas / Cancelar) and + Nueva Área. */
export function AreaTools({ configuring, changes, saving, onConfigure, onSave, onCancel, onNewArea }: AreaToolsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      {configuring ? (
        <>
          <Button onClick={onSave} disabled={saving || changes === 0}>
            {saving ? t.saving : t.saveAreas}
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            {es.common.cancel}
          </Button>
        </>
      ) : (
        <Button variant="outline" onClick={onConfigure}>
          <MapPinnedIcon aria-hidden />
          {t.configureAreas}
        </Button>
      )}
      <Button variant="outline" onClick={onNewArea}>
        <PlusIcon aria-hidden />
        {t.newArea}
      </Button>
    </div>
  )
}
