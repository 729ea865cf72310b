import { Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { ChoiceField } from '@/components/choice-field'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { TextFormField } from '@/components/text-form-field'
import { Button } from '@/components/ui/button'
import { InterventionsEditor } from '@/features/care-plans/components/editor/interventions-editor'
import { SourceTag } from '@/features/care-plans/components/source-tag'
import type { PlanFormOutput, PlanFormValues } from '@/features/care-plans/form/form-schema'
import { OUTCOMES, type PlanContext } from '@/features/care-plans/schemas'
import { es } from '@/i18n/es'

const t = es.carePlans.editor

const OUTCOME_CHOICES = [
  { value: '', label: t.outcomeNone },
  ...OUTCOMES.map((value) => ({ value, label: es.carePlans.outcomes[value] })),
]

type NeedEditorProps = {
  path: `areas.${number}.needs.${number}`
  index: number
  context: PlanContext | null
  onRemove: () => void
}

/**
 * One need of the draft: what, its measurable objective, start and review dates, its interventions and, at
 * review, its outcome with a note. A need suggested from a scale says so. Removing it asks first.
 */
export function NeedEditor({ path, index, context, onRemove }: NeedEditorProps) {
  const { control } = useFormContext<PlanFormValues, unknown, PlanFormOutput>()
  const source = useWatch({ control, name: `${path}.source` })
  const [removing, setRemoving] = useState(false)
  return (
    <fieldset className="grid gap-4 rounded-xl border bg-background p-3 sm:p-4">
      <legend className="sr-only">{t.needLabel(index + 1)}</legend>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1 pt-2">
          <p className="font-semibold" aria-hidden>
            {t.needLabel(index + 1)}
          </p>
          {source && <SourceTag source={source} context={context} />}
        </div>
        <Button
          type="button"
          variant="outline"
          className="min-h-11 text-destructive"
          aria-label={t.removeNeedLabel(index + 1)}
          onClick={() => setRemoving(true)}
        >
          <Trash2Icon aria-hidden />
          {t.removeNeed}
        </Button>
      </div>
      <TextFormField control={control} name={`${path}.text`} label={t.need} rows={2} />
      <TextFormField control={control} name={`${path}.objective`} label={t.objective} hint={t.objectiveHint} rows={2} />
      <div className="grid gap-4 @min-[30rem]:grid-cols-2">
        <TextFormField control={control} name={`${path}.startDate`} label={t.startDate} input={{ type: 'date' }} />
        <TextFormField control={control} name={`${path}.reviewDate`} label={t.reviewDate} input={{ type: 'date' }} />
      </div>
      <InterventionsEditor path={path} />
      <ChoiceField control={control} name={`${path}.outcome`} legend={t.outcome} choices={OUTCOME_CHOICES} />
      <TextFormField control={control} name={`${path}.outcomeNote`} label={t.outcomeNote} rows={2} />
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={t.removeNeedTitle}
        description={t.removeNeedText}
        confirmLabel={t.removeNeed}
        destructive
        onConfirm={onRemove}
      />
    </fieldset>
  )
}
