import { useQuery } from '@tanstack/react-query'
import { PlusIcon } from 'lucide-react'
import { useState } from 'react'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { residentAssessmentsQueryOptions, scalesQueryOptions } from '@/features/assessments/api'
import { DueList } from '@/features/assessments/components/due-list'
import { NewAssessmentDialog } from '@/features/assessments/components/new-assessment-dialog'
import { ScaleHistory } from '@/features/assessments/components/scale-history'
import type { Assessment, Scale } from '@/features/assessments/schemas'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'

const t = es.assessments

type AssessmentsTabProps = {
  resident: { id: string; name: string; archived?: boolean }
}

/** The history grouped by scale, in the scales' order; a scale the server no longer lists goes last. */
export function historyByScale(scales: readonly Scale[], assessments: readonly Assessment[]) {
  const groups = new Map<string, Assessment[]>()
  for (const assessment of assessments) {
    const group = groups.get(assessment.scale)
    if (group) group.push(assessment)
    else groups.set(assessment.scale, [assessment])
  }
  const known = scales.filter((scale) => groups.has(scale.id)).map((scale) => ({ scale, assessments: groups.get(scale.id)! }))
  const unknown = [...groups.keys()]
    .filter((id) => !scales.some((scale) => scale.id === id))
    .map((id) => ({ scale: { id, name: id, min: 0, max: Math.max(...groups.get(id)!.map((a) => a.score)), bands: [] }, assessments: groups.get(id)! }))
  return [...known, ...unknown]
}

/**
 * The resident's tab "Valoraciones" (DESIGN 11): what is due, with "Hacer ahora"; "Nueva valoración"
 * (pick a scale, answer it, the score as you go); and the history per scale with its trend, PDF and delete.
 */
export function AssessmentsTab({ resident }: AssessmentsTabProps) {
  const may = useCan()
  const scales = useQuery(scalesQueryOptions())
  const assessments = useQuery(residentAssessmentsQueryOptions(resident.id))
  const [creating, setCreating] = useState<{ scale?: string } | null>(null)
  const mayWrite = !resident.archived && may('assessments.write')
  const canCreate = mayWrite && !!scales.data

  function history() {
    if (assessments.isPending || scales.isPending) {
      return (
        <p role="status" className="text-muted-foreground">
          {t.loading}
        </p>
      )
    }
    if (scales.isError) return <LoadError what={t.scalesLoadError} error={scales.error} onRetry={() => void scales.refetch()} />
    if (assessments.isError) {
      return <LoadError what={t.loadError} error={assessments.error} onRetry={() => void assessments.refetch()} />
    }
    if (assessments.data.length === 0) return <p className="rounded-xl border bg-card p-4 text-muted-foreground">{t.empty}</p>
    return historyByScale(scales.data, assessments.data).map(({ scale, assessments: list }) => (
      <ScaleHistory key={scale.id} scale={scale} assessments={list} />
    ))
  }

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="sr-only">{t.title}</h2>
          <p className="max-w-prose text-muted-foreground">{resident.archived ? t.archived : t.description}</p>
        </div>
        {mayWrite && (
          <Button type="button" className="min-h-12" disabled={!canCreate} onClick={() => setCreating({})}>
            <PlusIcon aria-hidden />
            {t.create}
          </Button>
        )}
      </div>
      <DueList residentId={resident.id} onDoNow={canCreate ? (scale) => setCreating({ scale }) : null} />
      <section aria-label={t.history.title} className="grid gap-4">
        {history()}
      </section>
      {canCreate && (
        <NewAssessmentDialog
          open={creating !== null}
          onOpenChange={(open) => {
            if (!open) setCreating(null)
          }}
          resident={resident}
          scales={scales.data}
          initialScale={creating?.scale}
        />
      )}
    </div>
  )
}
