import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { LoadError } from '@/components/load-error'
import { carePlanQueryOptions } from '@/features/care-plans/api/care-plan'
import { PlanEditor } from '@/features/care-plans/components/editor/plan-editor'
import type { CarePlan } from '@/features/care-plans/schemas'
import { es } from '@/i18n/es'

type DraftEditorProps = {
  draftId: string
  inForce: CarePlan | null
  onApprove: (() => void) | null
}

/**
 * The draft editor starts from the draft as the server has it now (GET /care-plans/{id}), read once: later
 * readings of it (after a save, someone else's change) never replace what is being typed.
 */
export function DraftEditor({ draftId, inForce, onApprove }: DraftEditorProps) {
  const draft = useQuery(carePlanQueryOptions(draftId))
  const [start, setStart] = useState<CarePlan | null>(null)
  if (start === null && draft.data && !draft.isFetching) setStart(draft.data)

  if (start) return <PlanEditor draft={start} inForce={inForce} onApprove={onApprove} />
  if (draft.isError) {
    return <LoadError what={es.carePlans.tab.loadError} error={draft.error} onRetry={() => void draft.refetch()} />
  }
  return (
    <p role="status" className="text-muted-foreground">
      {es.carePlans.tab.loading}
    </p>
  )
}
