import { SaveIcon, SignatureIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { ErrorBanner } from '@/components/error-banner'
import { LeaveGuard } from '@/components/leave-guard'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { useUpdateCarePlan } from '@/features/care-plans/api/update-care-plan'
import { ContextPanel } from '@/features/care-plans/components/context-panel'
import { AreaEditor } from '@/features/care-plans/components/editor/area-editor'
import { ROLES_LIST_ID } from '@/features/care-plans/components/editor/intervention-fields'
import { PersonFields } from '@/features/care-plans/components/editor/person-fields'
import { planFormSchema, type PlanFormOutput } from '@/features/care-plans/form/form-schema'
import { planFieldNames, planFieldOf, refusalOnFields } from '@/features/care-plans/form/server-fields'
import { planFormValues } from '@/features/care-plans/form/values'
import type { CarePlan } from '@/features/care-plans/schemas'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.carePlans.editor

type PlanEditorProps = {
  draft: CarePlan
  /** The plan in force, whose needs the draft copied (they are not suggestions to accept again). */
  inForce: CarePlan | null
  /** Opens «Aprobar y firmar»; null when the user may not approve. */
  onApprove: (() => void) | null
}

/**
 * The draft of the plan as a long form (careplans.write): the starting data beside it, the person's view, and
 * each area with who contributed and its needs. «Guardar borrador» saves it whole (PUT); a refusal keeps
 * everything typed and shows the server's messages at their fields. Leaving with changes asks first, and
 * approving waits until the changes are saved (what is approved is the draft as saved).
 */
export function PlanEditor({ draft, inForce, onApprove }: PlanEditorProps) {
  const update = useUpdateCarePlan(draft._id)
  const [initial] = useState(() => planFormValues(draft, inForce))
  const { form, banner, submit } = useSchemaForm(planFormSchema, initial, planFieldNames, 'onSubmit')
  const isDirty = form.formState.isDirty
  // Read by the leave guard when the user leaves the page.
  const dirty = useRef(isDirty)
  useEffect(() => {
    dirty.current = isDirty
  }, [isDirty])

  async function save(body: PlanFormOutput) {
    const names = planFieldNames(form.getValues())
    const saved = await submit(
      async () => {
        try {
          return await update.mutateAsync(body)
        } catch (error) {
          throw refusalOnFields(error, names, planFieldOf)
        }
      },
      { title: t.saved },
      { errorTitle: t.saveFailed },
    )
    if (saved) form.reset(planFormValues(saved.saved, inForce))
  }

  const saving = form.formState.isSubmitting
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(save)}
        noValidate
        aria-label={t.label}
        className="@container grid min-w-0 gap-4"
      >
        <p className="max-w-prose text-muted-foreground">{t.intro}</p>
        {draft.context && <ContextPanel context={draft.context} />}
        <ErrorBanner message={banner} className="whitespace-pre-line" />
        <PersonFields />
        {form.getValues('areas').map((area, index) => (
          <AreaEditor key={area.id} index={index} id={area.id} context={draft.context} />
        ))}
        <datalist id={ROLES_LIST_ID}>
          {es.carePlans.roles.map((role) => (
            <option key={role} value={role} />
          ))}
        </datalist>
        <div className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:-mx-8 sm:px-8">
          <Button type="submit" className="min-h-12" disabled={saving}>
            <SaveIcon aria-hidden />
            {saving ? t.saving : t.save}
          </Button>
          {onApprove && (
            <Button type="button" variant="outline" className="min-h-12" disabled={saving || isDirty} onClick={onApprove}>
              <SignatureIcon aria-hidden />
              {es.carePlans.actions.approve}
            </Button>
          )}
          {isDirty && (
            <p role="status" className="text-sm text-muted-foreground">
              {onApprove ? es.carePlans.actions.approveDirty : t.unsaved}
            </p>
          )}
        </div>
      </form>
      <LeaveGuard
        holdsChanges={() => dirty.current}
        description={t.discardText}
        onLeave={() => {
          dirty.current = false
        }}
      />
    </Form>
  )
}
