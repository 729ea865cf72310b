import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { TextFormField } from '@/components/text-form-field'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogFooter } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { useEndRestraint } from '@/features/restraints/api'
import { END_FORM_FIELDS, endFormSchema, type EndFormValues } from '@/features/restraints/form-schemas'
import type { Restraint } from '@/features/restraints/schemas'
import { es } from '@/i18n/es'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.restraints.endForm

/** "Retirar": the doctor ends an active restraint with a reason; it stays on the register, ended. */
export function EndDialog({ restraint, onClose }: { restraint: Restraint | null; onClose: () => void }) {
  return (
    <FormDialog
      open={restraint !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.title}
      description={restraint ? t.description(restraint.device, restraint.residentName) : ''}
      className="sm:max-w-lg"
    >
      {restraint && <EndForm restraint={restraint} onDone={onClose} />}
    </FormDialog>
  )
}

function EndForm({ restraint, onDone }: { restraint: Restraint; onDone: () => void }) {
  const end = useEndRestraint(restraint._id)
  const { form, banner, submit } = useSchemaForm(endFormSchema, { reason: '' } satisfies EndFormValues, END_FORM_FIELDS, 'onSubmit')

  async function onSubmit(values: { reason: string }) {
    const saved = await submit(() => end.mutateAsync(values), { title: t.saved })
    if (saved) onDone()
  }

  const submitting = form.formState.isSubmitting
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <ErrorBanner message={banner} />
        <TextFormField control={form.control} name="reason" label={t.reason} rows={3} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={submitting}>
              {es.common.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" variant="destructive" disabled={submitting}>
            {submitting ? es.common.processing : t.submit}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  )
}
