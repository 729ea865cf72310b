import { toast } from 'sonner'
import { z } from 'zod'
import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { TextFormField } from '@/components/text-form-field'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { useAcknowledgeAlert } from '@/features/alerts/api'
import type { Alert } from '@/features/alerts/schemas'
import { es } from '@/i18n/es'
import { isApiError } from '@/lib/api'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.alerts.dialog
const MAX_COMMENT = 2000

/** The comment that signs an alert as attended: required, as the server asks. */
export const acknowledgeSchema = z.object({
  comment: z.string().trim().min(1, t.commentRequired).max(MAX_COMMENT, es.validation.tooLong(MAX_COMMENT)),
})
export type AcknowledgeValues = z.input<typeof acknowledgeSchema>

/** "Atender": what was done, signed by the user; the server's messages show on the form. */
export function AcknowledgeDialog({ alert, onClose }: { alert: Alert | null; onClose: () => void }) {
  return (
    <FormDialog
      open={alert !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.title}
      description={alert ? t.description(alert.title, alert.residentName) : ''}
      className="sm:max-w-lg"
    >
      {alert && <AcknowledgeForm alert={alert} onDone={onClose} />}
    </FormDialog>
  )
}

function AcknowledgeForm({ alert, onDone }: { alert: Alert; onDone: () => void }) {
  const acknowledge = useAcknowledgeAlert()
  const { form, banner, submit } = useSchemaForm(acknowledgeSchema, { comment: '' }, ['comment'], 'onSubmit')

  async function onSubmit(values: z.output<typeof acknowledgeSchema>) {
    const result = await submit(
      () =>
        acknowledge.mutateAsync({ id: alert._id, comment: values.comment }).catch((error: unknown) => {
          // A colleague attended it first: not a failure of this form; the refreshed queue shows who.
          if (isApiError(error) && error.status === 409) {
            toast.error(es.alerts.toasts.conflict, { description: error.message })
            return null
          }
          throw error
        }),
      (saved) =>
        saved ? { title: es.alerts.toasts.acknowledged, description: `${alert.title} · ${alert.residentName}` } : null,
    )
    if (result) onDone()
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        <ErrorBanner message={banner} />
        <TextFormField control={form.control} name="comment" label={t.comment} hint={t.commentHint} rows={3} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" className="min-h-11" onClick={onDone}>
            {t.cancel}
          </Button>
          <Button type="submit" className="min-h-11" disabled={form.formState.isSubmitting}>
            {t.submit}
          </Button>
        </div>
      </form>
    </Form>
  )
}
