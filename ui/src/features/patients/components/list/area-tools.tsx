import { MapPinnedIcon, PlusIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { es } from '@/i18n/es'

const t = es.patientList

type AreaToolsProps = {
  configuring: boolean
  onConfigure: () => void
  onNewArea: () => void
}

/** Configurar áreas (its Guardar áreas / Cancelar are in the ConfigureBar under the list) and + Nueva Área. */
export function AreaTools({ configuring, onConfigure, onNewArea }: AreaToolsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={onConfigure} disabled={configuring} aria-pressed={configuring}>
        <MapPinnedIcon aria-hidden />
        {t.configureAreas}
      </Button>
      <Button variant="outline" onClick={onNewArea}>
        <PlusIcon aria-hidden />
        {t.newArea}
      </Button>
    </div>
  )
}
