import { CheckIcon, XIcon } from 'lucide-react'
import { useFormContext, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormField, FormItem, FormMessage } from '@/components/ui/form'
import { interventionSchedule, interventionWho } from '@/features/care-plans/components/intervention-text'
import { SourceTag } from '@/features/care-plans/components/source-tag'
import type { PlanFormOutput, PlanFormValues } from '@/features/care-plans/form/form-schema'
import { parseTimes } from '@/features/care-plans/form/form-schema'
import type { PlanContext } from '@/features/care-plans/schemas'
import { es } from '@/i18n/es'

const t = es.carePlans.editor

type SuggestedNeedProps = {
  path: `areas.${number}.needs.${number}`
  context: PlanContext | null
  onDrop: () => void
}

/**
 * A need the draft suggests from a scale's band, waiting for the team: where it came from, what it proposes
 * (need, objective, interventions), and «Aceptar» (it becomes a need like the others, to edit) or «Quitar».
 */
export function SuggestedNeed({ path, context, onDrop }: SuggestedNeedProps) {
  const { control, setValue } = useFormContext<PlanFormValues, unknown, PlanFormOutput>()
  const need = useWatch({ control, name: path })
  return (
    <FormField
      control={control}
      name={`${path}.pending`}
      render={({ field }) => (
        <FormItem>
          <article
            aria-label={`${t.suggested}: ${need.text}`}
            className="grid gap-3 rounded-xl border-2 border-dashed border-primary/50 bg-primary/5 p-3 sm:p-4"
          >
            {need.source && <SourceTag source={need.source} context={context} />}
            <p className="font-semibold break-words whitespace-pre-line">{need.text}</p>
            <p className="break-words whitespace-pre-line">
              <span className="text-sm font-medium text-muted-foreground">{es.carePlans.view.objective}: </span>
              {need.objective}
            </p>
            {need.interventions.length > 0 && (
              <ul className="grid gap-1 text-sm">
                {need.interventions.map((intervention, index) => (
                  <li key={index} className="border-l-4 border-primary/40 pl-3">
                    {[
                      intervention.text,
                      intervention.frequency,
                      interventionSchedule({
                        everyHours: intervention.schedule === 'every' ? Number(intervention.everyHours) : null,
                        times: intervention.schedule === 'times' ? parseTimes(intervention.times) : [],
                      }),
                      interventionWho(intervention),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </li>
                ))}
              </ul>
            )}
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                ref={field.ref}
                className="min-h-11"
                aria-label={t.acceptLabel(need.text)}
                onClick={() => setValue(`${path}.pending`, false, { shouldDirty: true, shouldValidate: true })}
              >
                <CheckIcon aria-hidden />
                {t.accept}
              </Button>
              <Button type="button" variant="outline" className="min-h-11 text-destructive" aria-label={t.dropLabel(need.text)} onClick={onDrop}>
                <XIcon aria-hidden />
                {t.drop}
              </Button>
            </div>
            <FormMessage />
          </article>
        </FormItem>
      )}
    />
  )
}
