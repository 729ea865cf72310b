import { FormFooter } from '@/components/form-footer'
import { es } from '@/i18n/es'

const t = es.records.common

type RecordFormFooterProps = {
  /** Editing a saved record: "Actualizar" instead of "Guardar". */
  editing: boolean
  submitting: boolean
  className?: string
}

/** Cancelar and Guardar / Actualizar ("Guardando…" / "Actualizando…" while the call runs). */
export function RecordFormFooter({ editing, submitting, className }: RecordFormFooterProps) {
  const label = editing ? (submitting ? t.updating : t.update) : submitting ? t.saving : t.save
  return <FormFooter label={label} submitting={submitting} className={className} />
}
