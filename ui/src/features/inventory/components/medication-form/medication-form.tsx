import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { ErrorBanner } from '@/components/error-banner'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogFooter } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { useCreateMedication, useUpdateMedication } from '@/features/inventory/api'
import { MedicationFields } from '@/features/inventory/components/medication-form/medication-fields'
import {
  MEDICATION_FORM_FIELDS,
  medicationFormSchema,
  toMedicationFormValues,
  type MedicationFormValues,
} from '@/features/inventory/components/medication-form/medication-form-schema'
import type { Medication, MedicationInput } from '@/features/inventory/schemas'
import { es } from '@/i18n/es'
import { toISODate, todayISO } from '@/lib/dates'
import { setServerFieldErrors } from '@/lib/form-errors'
import { notifyError } from '@/lib/notify'
import { useTimedMessage } from '@/lib/use-timed-message'

const t = es.inventory

/** The day after `today` (`YYYY-MM-DD`): the first expiry date the server takes. */
function dayAfter(today: string) {
  const [y, m, d] = today.split('-').map(Number)
  return toISODate(new Date(y, m - 1, d + 1))
}

type MedicationFormProps = {
  /** The medication to edit, or null for a new one. */
  medication: Medication | null
  onSaved: () => void
}

/** Creates a medication or saves the changes, with the server's refusals on their fields. */
export function MedicationForm({ medication, onSaved }: MedicationFormProps) {
  const create = useCreateMedication()
  const update = useUpdateMedication()
  const banner = useTimedMessage()
  const [today] = useState(todayISO)
  const form = useForm<MedicationFormValues, unknown, MedicationInput>({
    resolver: zodResolver(medicationFormSchema({ today, savedExpiry: medication?.expirationDate })),
    defaultValues: toMedicationFormValues(medication),
    // Checked on submit, then on each change: a message appearing on blur would move the buttons away
    // from under a click that had already started.
    mode: 'onSubmit',
  })

  async function onSubmit(values: MedicationInput) {
    banner.clear()
    let saved: Medication
    try {
      saved = medication
        ? await update.mutateAsync({ id: medication._id, input: values })
        : await create.mutateAsync(values)
    } catch (error) {
      const message = notifyError(error, t.errorTitle)
      if (message) banner.show(message)
      setServerFieldErrors(error, MEDICATION_FORM_FIELDS, form.setError)
      return
    }
    if (medication) toast.success(t.toasts.updatedTitle, { description: t.toasts.updatedText })
    else toast.success(t.toasts.createdTitle, { description: t.toasts.createdText(saved.name) })
    onSaved()
  }

  const submitting = form.formState.isSubmitting
  const submitLabel = medication
    ? submitting
      ? t.form.updating
      : t.form.update
    : submitting
      ? t.form.creating
      : t.form.create

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <ErrorBanner message={banner.message} />
        <MedicationFields minExpiry={dayAfter(today)} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={submitting}>
              {es.common.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={submitting}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  )
}
