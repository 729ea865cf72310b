import { ArrowLeftIcon, InfoIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { DiscardChangesDialog } from '@/components/confirm-dialog'
import { ErrorBanner } from '@/components/error-banner'
import { FormFooter } from '@/components/form-footer'
import { TextFormField } from '@/components/text-form-field'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { useCreateAssessment } from '@/features/assessments/api'
import { ScaleItemField } from '@/features/assessments/components/scale-item-field'
import { ScoreSummary } from '@/features/assessments/components/score-summary'
import {
  assessmentFormFields,
  assessmentFormSchema,
  emptyAssessment,
  type AssessmentFormValues,
} from '@/features/assessments/form-schema'
import type { Scale } from '@/features/assessments/schemas'
import { liveScore, sectionsOf } from '@/features/assessments/score'
import { es } from '@/i18n/es'
import { todayISO } from '@/lib/dates'
import { formatDecimal } from '@/lib/numbers'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.assessments.form

type AssessmentFormProps = {
  scale: Scale
  residentId: string
  onDone: () => void
  /** Back to the list of scales; asks first when something was answered. */
  onChangeScale: () => void
}

/** Scrolls the first item (or field) holding an error to the middle of the view. */
function scrollToFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector('[data-invalid="true"], [aria-invalid="true"]')?.scrollIntoView?.({ block: 'center' })
  })
}

/**
 * One scale's form: its instructions, its items (grouped by section), the date and notes. The score and
 * band shown while answering are worked out here from the scale's data; what is saved and shown after is
 * the server's. A refusal naming `answers.<itemId>` marks that item and scrolls to it.
 */
export function AssessmentForm({ scale, residentId, onDone, onChangeScale }: AssessmentFormProps) {
  const create = useCreateAssessment()
  const today = todayISO()
  const formRef = useRef<HTMLFormElement>(null)
  const [askingChange, setAskingChange] = useState(false)
  const { form, banner, submit } = useSchemaForm(
    assessmentFormSchema(scale, today),
    emptyAssessment(scale, today),
    assessmentFormFields(scale),
    'onSubmit',
  )
  const answers: AssessmentFormValues['answers'] = useWatch({ control: form.control, name: 'answers' })
  const live = liveScore(scale, answers)

  async function onSubmit(values: { date: string; notes: string; answers: Record<string, string> }) {
    const saved = await submit(
      () => create.mutateAsync({ residentId, scale: scale.id, date: values.date, notes: values.notes, answers: values.answers }),
      (assessment) => ({ title: t.saved, description: t.savedText(formatDecimal(assessment.score), assessment.band.label) }),
    )
    if (saved) onDone()
    else scrollToFirstError(formRef.current)
  }

  function changeScale() {
    if (form.formState.isDirty) setAskingChange(true)
    else onChangeScale()
  }

  const submitting = form.formState.isSubmitting
  let number = 0
  return (
    <Form {...form}>
      <form
        ref={formRef}
        onSubmit={form.handleSubmit(onSubmit, () => scrollToFirstError(formRef.current))}
        noValidate
        className="grid gap-5"
        aria-label={scale.name}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-lg font-semibold">{scale.name}</h3>
          <Button type="button" variant="outline" onClick={changeScale} disabled={submitting}>
            <ArrowLeftIcon aria-hidden />
            {t.changeScale}
          </Button>
        </div>
        {scale.instructions && (
          <aside aria-label={t.instructions} className="flex gap-3 rounded-lg bg-accent p-3 text-accent-foreground">
            <InfoIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
            <p>{scale.instructions}</p>
          </aside>
        )}
        <ErrorBanner message={banner} />
        {sectionsOf(scale.items).map(({ section, items }) => {
          const fields = items.map((item) => {
            number += 1
            return <ScaleItemField key={item.id} control={form.control} item={item} number={number} />
          })
          if (!section) return <div key={`items-${number}`} className="grid gap-5">{fields}</div>
          return (
            <section key={section} aria-label={section} className="grid gap-4 rounded-xl border p-3 sm:p-4">
              <h4 className="text-base font-semibold text-primary">{section}</h4>
              {fields}
            </section>
          )
        })}
        <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
          <TextFormField control={form.control} name="date" label={t.date} input={{ type: 'date', max: today }} />
          <TextFormField
            control={form.control}
            name="notes"
            label={t.notes}
            labelNote={t.notesNote}
            rows={2}
          />
        </div>
        <div className="sticky -bottom-6 z-10 -mx-6 grid gap-3 border-t bg-card px-6 pt-3 pb-6">
          <ScoreSummary scale={scale} live={live} />
          <FormFooter label={submitting ? t.submitting : t.submit} submitting={submitting} />
        </div>
      </form>
      <DiscardChangesDialog
        open={askingChange}
        onOpenChange={setAskingChange}
        onDiscard={() => {
          setAskingChange(false)
          onChangeScale()
        }}
      />
    </Form>
  )
}
