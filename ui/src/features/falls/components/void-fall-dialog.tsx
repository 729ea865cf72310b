import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { TextFormField } from '@/components/text-form-field'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogFooter } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { useVoidFall } from '@/features/falls/api/void-fall'
import { voidFormSchema, type VoidFormValues } from '@/features/falls/form-schema'
import type { Fall } from '@/features/falls/schemas'
import { es } from '@/i18n/es'
import { formatDateTime } from '@/lib/dates'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.falls.void

/**
 * «Anular»: a fall entered by mistake leaves the register and the indicators, with the reason; it stays on
 * record with who voided it. Its author may within 24 hours; after that, someone with records.delete-any.
 */
export function VoidFallDialog({ fall, onClose }: { fall: Fall | null; onClose: () => void }) {
  return (
    <FormDialog
      open={fall !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.title}
      description={fall ? t.description(formatDateTime(fall.at)) : ''}
      className="sm:max-w-lg"
    >
      {fall && <VoidForm fall={fall} onDone={onClose} />}
    </FormDialog>
  )
}

function VoidForm({ fall, onDone }: { fall: Fall; onDone: () => void }) {
  const voiding = useVoidFall(fall._id)
  const { form, banner, submit } = useSchemaForm(voidFormSchema, { reason: '' } satisfies VoidFormValues, ['reason'], 'onSubmit')

  async function onSubmit(values: { reason: string }) {
    const done = await submit(() => voiding.mutateAsync(values.reason), { title: t.done })
    if (done) onDone()
  }

  const submitting = form.formState.isSubmitting
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <ErrorBanner message={banner} />
        <TextFormField control={form.control} name="reason" label={t.reason} placeholder={t.reasonPlaceholder} rows={3} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" className="min-h-11" disabled={submitting}>
              {es.common.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" variant="destructive" className="min-h-11" disabled={submitting}>
            {submitting ? es.common.processing : t.confirm}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  )
}
