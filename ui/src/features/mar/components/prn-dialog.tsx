import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { LoadError } from '@/components/load-error'
import { TextFormField } from '@/components/text-form-field'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { ResidentAllergies } from '@/components/resident-allergies'
import { prnQueryOptions, useRecordAdministration } from '@/features/mar/api'
import { RepeatWarning, unlessRepeatAsked } from '@/features/mar/components/repeat-warning'
import { PRN_FORM_FIELDS, prnFormSchema, type PrnFormValues } from '@/features/mar/form-schemas'
import type { PrnRow } from '@/features/mar/schemas'
import { madridClock } from '@/features/mar/status'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.medicationRound

type PrnDialogProps = {
  /** The resident whose PRN medication is offered; null closes the dialog. */
  resident: { residentId: string; residentName: string } | null
  onClose: () => void
}

/** "Dosis si precisa": the resident's PRN medication in force, how many were given in 24 h, and giving one. */
export function PrnDialog({ resident, onClose }: PrnDialogProps) {
  return (
    <FormDialog
      open={resident !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.prn.dialogTitle}
      description={resident ? t.prn.dialogDescription(resident.residentName) : ''}
      className="sm:max-w-xl"
    >
      {resident && <PrnChoices residentId={resident.residentId} onDone={onClose} />}
    </FormDialog>
  )
}

function PrnChoices({ residentId, onDone }: { residentId: string; onDone: () => void }) {
  const prn = useQuery(prnQueryOptions({ residentId }))
  const [chosen, setChosen] = useState<PrnRow | null>(null)
  if (prn.isPending) return <p role="status">{t.loading}</p>
  if (prn.isError) return <LoadError what={t.prn.loadError} error={prn.error} onRetry={() => void prn.refetch()} />
  if (chosen) return <PrnForm row={chosen} onDone={onDone} onBack={() => setChosen(null)} />
  if (prn.data.length === 0) return <p className="text-muted-foreground">{t.prn.none}</p>
  return (
    <ul className="grid gap-2">
      {prn.data.map((row) => (
        <li key={`${row.kardexId}/${row.entryId}`} className="grid gap-2 rounded-lg border p-3">
          <div>
            <p className="font-semibold">{row.medicationName}</p>
            <p className="text-sm text-muted-foreground">
              {[row.dose, row.route, row.prnIndication].filter(Boolean).join(' · ')}
            </p>
            <p className="text-sm">
              {t.prn.max(row.givenLast24h, row.prnMaxPerDay)}
              {row.lastGivenAt && ` · ${t.prn.last(madridClock(row.lastGivenAt))}`}
            </p>
            {!row.available && <p className="text-sm font-medium text-destructive">{t.prn.unavailable}</p>}
            {row.available && row.repeatWarning && <p className="text-sm font-medium text-warm">{row.repeatWarning}</p>}
          </div>
          <Button
            type="button"
            className="min-h-11 justify-self-start"
            disabled={!row.available}
            onClick={() => setChosen(row)}
          >
            {t.prn.choose(row.medicationName)}
          </Button>
        </li>
      ))}
    </ul>
  )
}

/**
 * Giving one PRN dose: its indication (the prescribed one offered, free text), a note, and, when a dose of the
 * same entry was given within the last hours (known from the list, or answered by the server's 409), the
 * warning with when and by whom: the dose is then sent as confirmed.
 */
export function PrnForm({ row, onDone, onBack }: { row: PrnRow; onDone: () => void; onBack: () => void }) {
  const record = useRecordAdministration()
  const [repeat, setRepeat] = useState(row.repeatWarning)
  const { form, banner, submit } = useSchemaForm(
    prnFormSchema,
    { reason: row.prnIndication, note: '', entryId: row.entryId } satisfies PrnFormValues,
    PRN_FORM_FIELDS,
  )

  async function onSubmit(values: PrnFormValues) {
    const confirmed = repeat !== ''
    const saved = await submit(
      () =>
        unlessRepeatAsked(
          () =>
            record.mutateAsync({
              kardexId: row.kardexId,
              entryId: row.entryId,
              status: 'given',
              prn: true,
              reason: values.reason,
              note: values.note,
              ...(confirmed && { confirmRepeat: true }),
            }),
          setRepeat,
        ),
      (given) => (given ? { title: t.toasts.prnGiven } : null),
    )
    if (saved?.saved) onDone()
  }

  const limit = form.formState.errors.entryId?.message
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <ErrorBanner message={banner} />
        <div>
          <p className="font-semibold">{row.medicationName}</p>
          <p className="text-sm text-muted-foreground">{[row.dose, row.route].filter(Boolean).join(' · ')}</p>
          {row.allergies.trim() && <ResidentAllergies allergies={row.allergies} className="mt-1 py-1" />}
          <p className="text-sm">{t.prn.max(row.givenLast24h, row.prnMaxPerDay)}</p>
          {limit && (
            <p role="alert" className="mt-1 text-sm font-medium text-destructive">
              {limit}
            </p>
          )}
        </div>
        {repeat && <RepeatWarning message={repeat} />}
        <TextFormField
          control={form.control}
          name="reason"
          label={t.prn.indication}
          hint={row.prnIndication ? t.prn.prescribed(row.prnIndication) : undefined}
        />
        <TextFormField control={form.control} name="note" label={t.prn.note} rows={2} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" className="min-h-11" onClick={onBack}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            variant={repeat ? 'warm' : 'default'}
            className="min-h-11"
            disabled={form.formState.isSubmitting}
          >
            {repeat ? t.prn.repeatConfirm : t.prn.submit}
          </Button>
        </div>
      </form>
    </Form>
  )
}
