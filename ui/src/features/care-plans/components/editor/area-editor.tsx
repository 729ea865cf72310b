import { PlusIcon } from 'lucide-react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { ContributorsEditor } from '@/features/care-plans/components/editor/contributors-editor'
import { NeedEditor } from '@/features/care-plans/components/editor/need-editor'
import { SuggestedNeed } from '@/features/care-plans/components/editor/suggested-need'
import { PlanSection } from '@/features/care-plans/components/plan-view'
import { LIMITS, type PlanFormOutput, type PlanFormValues } from '@/features/care-plans/form/form-schema'
import { emptyNeed } from '@/features/care-plans/form/values'
import type { AreaId, PlanContext } from '@/features/care-plans/schemas'
import { es } from '@/i18n/es'
import { todayISO } from '@/lib/dates'

const t = es.carePlans.editor

/** One area of the draft: who contributed, and its needs (suggestions to accept or drop, and the team's own). */
export function AreaEditor({ index, id, context }: { index: number; id: AreaId; context: PlanContext | null }) {
  const { control, getValues } = useFormContext<PlanFormValues, unknown, PlanFormOutput>()
  const { fields, append, remove } = useFieldArray({ control, name: `areas.${index}.needs` })
  return (
    <PlanSection id={`plan-area-${id}`} title={es.carePlans.areas[id]}>
      <p className="-mt-2 text-sm text-muted-foreground">{es.carePlans.areaHints[id]}</p>
      <ContributorsEditor areaIndex={index} />
      <div className="grid gap-3">
        <h4 className="font-medium">{t.needs}</h4>
        {fields.length === 0 && <p className="text-muted-foreground">{t.noNeeds}</p>}
        {fields.map((field, needIndex) => (
          <NeedItem
            key={field.id}
            path={`areas.${index}.needs.${needIndex}`}
            index={needIndex}
            context={context}
            onRemove={() => remove(needIndex)}
          />
        ))}
        <Button
          type="button"
          variant="outline"
          className="min-h-11 justify-self-start"
          disabled={fields.length >= LIMITS.needsPerArea}
          onClick={() =>
            append(emptyNeed(todayISO(), getValues('areas')), { focusName: `areas.${index}.needs.${fields.length}.text` })
          }
        >
          <PlusIcon aria-hidden />
          {t.addNeed}
        </Button>
      </div>
    </PlanSection>
  )
}

type NeedItemProps = {
  path: `areas.${number}.needs.${number}`
  index: number
  context: PlanContext | null
  onRemove: () => void
}

/** A suggestion still waiting for the team, or a need to edit once accepted (or written by hand). */
function NeedItem({ path, index, context, onRemove }: NeedItemProps) {
  const pending = useWatch<PlanFormValues, `${typeof path}.pending`>({ name: `${path}.pending` })
  return pending ? (
    <SuggestedNeed path={path} context={context} onDrop={onRemove} />
  ) : (
    <NeedEditor path={path} index={index} context={context} onRemove={onRemove} />
  )
}
