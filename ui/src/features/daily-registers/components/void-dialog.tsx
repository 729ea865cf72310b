import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { FormFooter } from '@/components/form-footer'
import { TextFormField } from '@/components/text-form-field'
import { Form } from '@/components/ui/form'
import { useVoidEntry, type Register } from '@/features/daily-registers/api/void-entry'
import { voidFormSchema, type VoidFormValues } from '@/features/daily-registers/form-schemas'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.dailyRegisters.void

/** The entry to void: its id and what it was, in words. */
export type VoidTarget = { id: string; what: string }

/** «Anular»: an entry made by mistake is voided with the reason (it stays on record, and counts no more). */
export function VoidDialog({ register, target, onClose }: { register: Register; target: VoidTarget | null; onClose: () => void }) {
  return (
    <FormDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.title}
      description={target ? t.description(target.what) : ''}
      className="sm:max-w-lg"
    >
      {target && <VoidForm register={register} target={target} onDone={onClose} />}
    </FormDialog>
  )
}

function VoidForm({ register, target, onDone }: { register: Register; target: VoidTarget; onDone: () => void }) {
  const voidEntry = useVoidEntry(register)
  const { form, banner, submit } = useSchemaForm(voidFormSchema, { reason: '' } satisfies VoidFormValues, ['reason'], 'onSubmit')

  async function onSubmit(values: { reason: string }) {
    const saved = await submit(() => voidEntry.mutateAsync({ id: target.id, reason: values.reason }), {
      title: t.done,
      description: target.what,
    })
    if (saved) onDone()
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <ErrorBanner message={banner} />
        <TextFormField control={form.control} name="reason" label={t.reason} hint={t.reasonHint} />
        <FormFooter label={t.submit} submitting={form.formState.isSubmitting} className="[&_button]:min-h-12" />
      </form>
    </Form>
  )
}
