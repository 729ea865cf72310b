import { useState } from 'react'
import { toast } from 'sonner'
import { AreaChangeError, useSaveAreaChanges, type AreaChange } from '@/features/patients/api'
import type { ReportError } from '@/features/patients/components/list/report-error'
import type { PatientSummary } from '@/features/patients/schemas'
import { es } from '@/i18n/es'
import type { Area } from '@/lib/areas'

const t = es.patientList.toasts

type PendingChange = AreaChange & { name: string }

/**
 * "Configurar áreas": the areas chosen in the list, kept across pages until Guardar áreas or Cancelar.
 * A save that fails half-way keeps only the changes that were not saved.
 */
export function useAreaChanges(areas: Area[], reportError: ReportError) {
  const [configuring, setConfiguring] = useState(false)
  const [pending, setPending] = useState<Map<string, PendingChange>>(() => new Map())
  const save = useSaveAreaChanges()

  function areaOf(patient: PatientSummary): string | null {
    return pending.has(patient._id) ? pending.get(patient._id)!.to : patient.area
  }

  function choose(patient: PatientSummary, to: string | null) {
    setPending((current) => {
      const next = new Map(current)
      const from = current.get(patient._id)?.from ?? patient.area
      if (to === from) next.delete(patient._id)
      else next.set(patient._id, { patientId: patient._id, name: patient.name, from, to })
      return next
    })
  }

  function stop() {
    setPending(new Map())
    setConfiguring(false)
  }

  async function commit() {
    const changes = [...pending.values()]
    try {
      await save.mutateAsync(changes.map(({ patientId, from, to }) => ({ patientId, from, to })))
    } catch (error) {
      if (error instanceof AreaChangeError) {
        setPending(new Map(changes.slice(error.saved).map((change) => [change.patientId, change])))
        reportError(error.cause, error.change.to ? es.areas.errors.assign : es.areas.errors.remove)
      } else {
        reportError(error, es.areas.errors.assign)
      }
      return
    }
    stop()
    if (changes.length > 1) {
      toast.success(t.areasSavedTitle, { description: t.areasSavedText(changes.length) })
      return
    }
    const [change] = changes
    const area = areas.find((candidate) => candidate._id === change.to)
    if (change.to) toast.success(t.assignedTitle, { description: t.assignedText(change.name, area?.name ?? '') })
    else toast.success(t.removedTitle, { description: t.removedText(change.name) })
  }

  return {
    configuring,
    start: () => setConfiguring(true),
    cancel: stop,
    areaOf,
    choose,
    changes: pending.size,
    saving: save.isPending,
    save: commit,
  }
}
