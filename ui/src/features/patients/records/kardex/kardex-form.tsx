import { TriangleAlertIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { ErrorBanner } from '@/components/error-banner'
import { ResidentAllergies } from '@/components/resident-allergies'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { Textarea } from '@/components/ui/textarea'
import { useSaveKardex } from '@/features/patients/records/kardex/api'
import {
  allergyMatches,
  KARDEX_FORM_FIELDS,
  kardexFormSchema,
  onlyCrossReactivity,
  toKardexFormValues,
  type KardexFormOutput,
} from '@/features/patients/records/kardex/form-schema'
import { KardexEntriesEditor } from '@/features/patients/records/kardex/kardex-entries-editor'
import type { Kardex } from '@/features/patients/records/kardex/schemas'
import { RecordFormFooter } from '@/features/patients/records/shared/record-form-footer'
import { es } from '@/i18n/es'
import { isApiError } from '@/lib/api'
import { useSchemaForm } from '@/lib/use-form-submit'
import { cn } from '@/lib/utils'

const t = es.records.kardex
const a = es.kardexSchedule.allergy

type KardexFormProps = {
  residentId: string
  /** The resident's allergies, shown in red above the medications (the server checks them on saving). */
  allergies: string
  /** The Kardex to edit, or null for a new one. */
  kardex: Kardex | null
  onSaved: () => void
}

/**
 * A Kardex: its medications from the inventory (or the resident's own supply), each with dose, route,
 * start date and schedule. Each medication chosen is checked against the resident's allergies at once
 * (beside it); on saving, one that matches is refused by the server (`Alergia registrada: …` on the
 * entry) and the doctor may prescribe it anyway with a reason; a cross-reactivity (`Posible reacción
 * cruzada: …`) alone is confirmed, the reason optional. The server audits both.
 */
export function KardexForm({ residentId, allergies, kardex, onSaved }: KardexFormProps) {
  const save = useSaveKardex(kardex)
  const { form, banner, submit } = useSchemaForm(kardexFormSchema, toKardexFormValues(kardex), KARDEX_FORM_FIELDS)
  // Set when the server refused an allergy: the matches, and the override's reason being typed.
  const [allergy, setAllergy] = useState<string[] | null>(null)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState('')
  const reasonId = useId()

  async function send(values: KardexFormOutput, override: { reason: string } | null) {
    const saved = await submit(
      async () => {
        try {
          return await save({ patientId: residentId, ...values, ...(override ? { allergyOverride: override } : {}) })
        } catch (error) {
          if (isApiError(error) && error.status === 422) {
            const matches = allergyMatches(error.fields)
            if (matches.length > 0) setAllergy(matches)
            const serverReason = error.fields['allergyOverride.reason']
            if (serverReason) setReasonError(serverReason)
          }
          throw error
        }
      },
      kardex ? t.toasts.updated : t.toasts.created,
      { fallback: kardex ? t.errors.update : t.errors.create },
    )
    if (saved) onSaved()
  }

  const crossOnly = allergy !== null && onlyCrossReactivity(allergy)

  function overrideAndSend() {
    if (!crossOnly && reason.trim() === '') {
      setReasonError(a.reasonRequired)
      return
    }
    setReasonError('')
    void form.handleSubmit((values) => send(values, { reason: reason.trim() }))()
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((values) => send(values, null))} noValidate className="grid gap-5">
        <ResidentAllergies allergies={allergies} />
        <ErrorBanner message={banner} />
        <KardexEntriesEditor residentId={residentId} saved={kardex} />
        {allergy && (
          <section
            aria-labelledby={`${reasonId}-title`}
            className={cn(
              'grid gap-3 rounded-lg border p-4',
              crossOnly ? 'border-amber-600/60 bg-amber-50 dark:bg-amber-950/40' : 'border-destructive/60 bg-destructive/5',
            )}
          >
            <h3
              id={`${reasonId}-title`}
              className={cn('flex items-center gap-2 font-semibold', crossOnly ? 'text-amber-950 dark:text-amber-100' : 'text-destructive')}
            >
              <TriangleAlertIcon className="size-5" aria-hidden />
              {crossOnly ? a.crossTitle : a.title}
            </h3>
            <ul className={cn('list-disc pl-5', crossOnly ? 'text-amber-950 dark:text-amber-100' : 'text-destructive')}>
              {allergy.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
            <p className="text-sm">{crossOnly ? a.crossDescription : a.description}</p>
            <div className="grid gap-1.5">
              <label htmlFor={reasonId} className="text-sm font-medium">
                {crossOnly ? a.crossReason : a.reason}
              </label>
              <Textarea
                id={reasonId}
                rows={2}
                value={reason}
                aria-invalid={reasonError !== ''}
                aria-describedby={reasonError ? `${reasonId}-error` : undefined}
                onChange={(event) => setReason(event.target.value)}
              />
              {reasonError && (
                <p id={`${reasonId}-error`} role="alert" className="text-sm font-medium text-destructive">
                  {reasonError}
                </p>
              )}
            </div>
            <Button
              type="button"
              variant={crossOnly ? 'default' : 'destructive'}
              className="min-h-11 justify-self-start"
              disabled={form.formState.isSubmitting}
              onClick={overrideAndSend}
            >
              {crossOnly ? a.confirm : a.override}
            </Button>
          </section>
        )}
        <RecordFormFooter editing={kardex !== null} submitting={form.formState.isSubmitting} />
      </form>
    </Form>
  )
}
