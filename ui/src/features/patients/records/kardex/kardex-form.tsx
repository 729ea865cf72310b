import { ErrorBanner } from '@/components/error-banner'
import { Form } from '@/components/ui/form'
import { useSaveKardex } from '@/features/patients/records/kardex/api'
import {
  KARDEX_FORM_FIELDS,
  kardexFormSchema,
  toKardexFormValues,
  type KardexFormOutput,
} from '@/features/patients/records/kardex/form-schema'
import { KardexEntriesEditor } from '@/features/patients/records/kardex/kardex-entries-editor'
import type { Kardex } from '@/features/patients/records/kardex/schemas'
import { RecordFormFooter } from '@/features/patients/records/shared/record-form-footer'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.records.kardex

type KardexFormProps = {
  residentId: string
  /** The Kardex to edit, or null for a new one. */
  kardex: Kardex | null
  onSaved: () => void
}

/** A Kardex: its medications from the inventory, each with dose, frequency, route and start date. */
export function KardexForm({ residentId, kardex, onSaved }: KardexFormProps) {
  const save = useSaveKardex(kardex)
  const { form, banner, submit } = useSchemaForm(kardexFormSchema, toKardexFormValues(kardex), KARDEX_FORM_FIELDS)

  async function onSubmit(values: KardexFormOutput) {
    const saved = await submit(
      () => save({ patientId: residentId, ...values }),
      kardex ? t.toasts.updated : t.toasts.created,
      { fallback: kardex ? t.errors.update : t.errors.create },
    )
    if (saved) onSaved()
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <ErrorBanner message={banner} />
        <KardexEntriesEditor saved={kardex} />
        <RecordFormFooter editing={kardex !== null} submitting={form.formState.isSubmitting} />
      </form>
    </Form>
  )
}
