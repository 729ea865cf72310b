import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { FormFooter } from '@/components/form-footer'
import { TextFormField } from '@/components/text-form-field'
import { Form } from '@/components/ui/form'
import { usePutFluidTarget } from '@/features/daily-registers/api/put-fluid-target'
import { fluidTargetSchema, type FluidTargetValues } from '@/features/daily-registers/form-schemas'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.dailyRegisters.fluids.targetForm

type Props = {
  resident: { id: string; name: string }
  open: boolean
  /** The resident's own target, or null while ESPEN's applies. */
  own: number | null
  espen: number
  onClose: () => void
}

/** «Objetivo de hidratación»: the resident's own daily target; empty, back to ESPEN's by sex. */
export function FluidTargetDialog({ resident, open, own, espen, onClose }: Props) {
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t.title}
      description={t.description(resident.name, espen)}
      className="sm:max-w-lg"
    >
      {open && <TargetForm resident={resident} own={own} onDone={onClose} />}
    </FormDialog>
  )
}

function TargetForm({ resident, own, onDone }: { resident: { id: string; name: string }; own: number | null; onDone: () => void }) {
  const put = usePutFluidTarget(resident.id)
  const { form, banner, submit } = useSchemaForm(
    fluidTargetSchema,
    { ml: own === null ? '' : String(own) } satisfies FluidTargetValues,
    ['ml'],
    'onSubmit',
  )

  async function onSubmit(values: { ml: number | null }) {
    const saved = await submit(() => put.mutateAsync(values.ml), { title: t.saved, description: resident.name })
    if (saved) onDone()
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <ErrorBanner message={banner} />
        <TextFormField
          control={form.control}
          name="ml"
          label={t.ml}
          labelNote="(ml)"
          input={{ inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off', className: 'h-12 max-w-40 text-lg' }}
        />
        <FormFooter label={t.submit} submitting={form.formState.isSubmitting} className="[&_button]:min-h-12" />
      </form>
    </Form>
  )
}
