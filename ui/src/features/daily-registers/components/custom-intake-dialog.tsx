import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { FormFooter } from '@/components/form-footer'
import { TextFormField } from '@/components/text-form-field'
import { Form } from '@/components/ui/form'
import { useAddFluidIntake } from '@/features/daily-registers/api/add-fluid-intake'
import { customIntakeSchema, type CustomIntakeOutput, type CustomIntakeValues } from '@/features/daily-registers/form-schemas'
import { useUndoToast } from '@/features/daily-registers/use-undo-toast'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.dailyRegisters.fluids

/** «Otra cantidad»: a drink of any amount, with what it was. */
export function CustomIntakeDialog({
  resident,
  open,
  onClose,
}: {
  resident: { id: string; name: string }
  open: boolean
  onClose: () => void
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t.form.title}
      description={t.form.description(resident.name)}
      className="sm:max-w-lg"
    >
      {open && <CustomIntakeForm resident={resident} onDone={onClose} />}
    </FormDialog>
  )
}

function CustomIntakeForm({ resident, onDone }: { resident: { id: string; name: string }; onDone: () => void }) {
  const add = useAddFluidIntake()
  const undoToast = useUndoToast('fluids')
  const { form, banner, submit } = useSchemaForm(
    customIntakeSchema,
    { ml: '', drink: '' } satisfies CustomIntakeValues,
    ['ml', 'drink'],
    'onSubmit',
  )

  async function onSubmit(values: CustomIntakeOutput) {
    const saved = await submit(() => add.mutateAsync({ residentId: resident.id, ml: values.ml, drink: values.drink }), null)
    if (!saved) return
    undoToast(t.saved, t.savedDetail(values.ml, resident.name), saved.saved._id)
    onDone()
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <ErrorBanner message={banner} />
        <TextFormField
          control={form.control}
          name="ml"
          label={t.form.ml}
          labelNote="(ml)"
          input={{ inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off', className: 'h-12 max-w-40 text-lg' }}
        />
        <TextFormField control={form.control} name="drink" label={t.form.drink} hint={t.form.drinkHint} />
        <FormFooter label={t.form.submit} submitting={form.formState.isSubmitting} className="[&_button]:min-h-12" />
      </form>
    </Form>
  )
}
