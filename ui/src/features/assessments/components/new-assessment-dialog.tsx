import { ChevronRightIcon } from 'lucide-react'
import { useState } from 'react'
import { FormDialog } from '@/components/form-dialog'
import { AssessmentForm } from '@/features/assessments/components/assessment-form'
import type { Scale } from '@/features/assessments/schemas'
import { es } from '@/i18n/es'

const t = es.assessments.form

type NewAssessmentDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  resident: { id: string; name: string }
  scales: readonly Scale[]
  /** The scale to start with ("Hacer ahora" on something due); otherwise the user picks one. */
  initialScale?: string
}

/**
 * "Nueva valoración": pick one of the scales, then answer it. Closing (or changing the scale) with answers
 * given asks `¿Descartar los cambios?` first (the FormDialog).
 */
export function NewAssessmentDialog({ open, onOpenChange, resident, scales, initialScale }: NewAssessmentDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={t.description(resident.name)}
      className="sm:max-w-3xl"
    >
      <NewAssessment
        residentId={resident.id}
        scales={scales}
        initialScale={initialScale}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  )
}

function NewAssessment({
  residentId,
  scales,
  initialScale,
  onDone,
}: {
  residentId: string
  scales: readonly Scale[]
  initialScale?: string
  onDone: () => void
}) {
  const [chosen, setChosen] = useState(initialScale ?? '')
  const scale = scales.find((candidate) => candidate.id === chosen)
  if (scale) {
    return <AssessmentForm key={scale.id} scale={scale} residentId={residentId} onDone={onDone} onChangeScale={() => setChosen('')} />
  }
  return (
    <nav aria-label={t.pickScale} className="grid gap-2">
      <p className="text-muted-foreground">{t.pickScaleHint}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {scales.map((candidate) => (
          <li key={candidate.id} className="grid">
            <button
              type="button"
              onClick={() => setChosen(candidate.id)}
              className="flex min-h-14 items-center justify-between gap-3 rounded-lg border bg-card px-4 py-2 text-left font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/70"
            >
              {candidate.name}
              <ChevronRightIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
