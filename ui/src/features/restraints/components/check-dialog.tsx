import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { FormFooter } from '@/components/form-footer'
import { TextFormField } from '@/components/text-form-field'
import { Form } from '@/components/ui/form'
import { useCheckRestraint } from '@/features/restraints/api'
import { ChoiceField } from '@/components/choice-field'
import {
  CHECK_FORM_FIELDS,
  checkFormSchema,
  type CheckFormOutput,
  type CheckFormValues,
} from '@/features/restraints/form-schemas'
import type { Restraint } from '@/features/restraints/schemas'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.restraints.checkForm

const YES_NO = [
  { value: 'yes', label: t.yes },
  { value: 'no', label: t.no },
] as const

/** "Registrar comprobación": a nurse's check of the shift on an active restraint. */
export function CheckDialog({ restraint, onClose }: { restraint: Restraint | null; onClose: () => void }) {
  return (
    <FormDialog
      open={restraint !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.title}
      description={restraint ? t.description(restraint.device, restraint.residentName) : ''}
      className="sm:max-w-xl"
    >
      {restraint && <CheckForm restraint={restraint} onDone={onClose} />}
    </FormDialog>
  )
}

function CheckForm({ restraint, onDone }: { restraint: Restraint; onDone: () => void }) {
  const check = useCheckRestraint(restraint._id)
  const { form, banner, submit } = useSchemaForm(
    checkFormSchema,
    { applied: '', skinOk: '', releasedMinutes: '', note: '' } satisfies CheckFormValues,
    CHECK_FORM_FIELDS,
    'onSubmit',
  )

  async function onSubmit(values: CheckFormOutput) {
    const saved = await submit(() => check.mutateAsync(values), { title: t.saved })
    if (saved) onDone()
  }

  const submitting = form.formState.isSubmitting
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <ErrorBanner message={banner} />
        <div className="grid gap-4 sm:grid-cols-2">
          <ChoiceField control={form.control} name="applied" legend={t.applied} choices={YES_NO} />
          <ChoiceField control={form.control} name="skinOk" legend={t.skinOk} choices={YES_NO} />
        </div>
        <TextFormField
          control={form.control}
          name="releasedMinutes"
          label={t.releasedMinutes}
          hint={t.releasedHint}
          input={{ inputMode: 'numeric', pattern: '[0-9]*', className: 'h-12 max-w-40 text-lg' }}
        />
        <TextFormField control={form.control} name="note" label={t.note} rows={2} />
        <FormFooter label={t.submit} submitting={submitting} className="[&_button]:min-h-12" />
      </form>
    </Form>
  )
}
