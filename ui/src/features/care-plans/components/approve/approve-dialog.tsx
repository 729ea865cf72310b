import { useEffect, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { ChoiceField } from '@/components/choice-field'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { ErrorBanner } from '@/components/error-banner'
import { FormDialog } from '@/components/form-dialog'
import { FormFooter } from '@/components/form-footer'
import { TextFormField } from '@/components/text-form-field'
import { Form } from '@/components/ui/form'
import {
  AGREEMENT_FIELDS,
  agreementFieldOf,
  agreementFormSchema,
  approvalProblems,
  type AgreementFormOutput,
  type AgreementFormValues,
} from '@/features/care-plans/approve/agreement-schema'
import { SignatureField } from '@/features/care-plans/components/approve/signature-field'
import { useApproveCarePlan } from '@/features/care-plans/api/approve-care-plan'
import { refusalOnFields } from '@/features/care-plans/form/server-fields'
import type { CarePlan } from '@/features/care-plans/schemas'
import { es } from '@/i18n/es'
import { todayISO } from '@/lib/dates'
import { useSchemaForm } from '@/lib/use-form-submit'

const t = es.carePlans.approve

type ApproveDialogProps = {
  draft: CarePlan
  /** The plan in force now, which the draft replaces. */
  inForce: CarePlan | null
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * «Aprobar y firmar» (careplans.approve): the plan agreed with the resident or their representative, signed with
 * a finger on the tablet or on paper (a photo of it). It asks once more before approving, since the plan in force
 * is then replaced.
 */
export function ApproveDialog({ draft, inForce, open, onOpenChange }: ApproveDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={t.title} description={t.description(draft.residentName, draft.version)}>
      <AgreementForm draft={draft} inForce={inForce} onDone={() => onOpenChange(false)} />
    </FormDialog>
  )
}

const METHODS = (['tableta', 'papel'] as const).map((value) => ({ value, label: es.carePlans.methods[value] }))

function AgreementForm({ draft, inForce, onDone }: { draft: CarePlan; inForce: CarePlan | null; onDone: () => void }) {
  const approve = useApproveCarePlan(draft._id)
  const today = todayISO()
  const { form, banner, submit } = useSchemaForm(
    agreementFormSchema(today),
    { name: '', relationship: '', date: today, method: '', signature: '' } satisfies AgreementFormValues,
    AGREEMENT_FIELDS,
    'onSubmit',
  )
  const [confirming, setConfirming] = useState<AgreementFormOutput | null>(null)
  const method = useWatch({ control: form.control, name: 'method' })
  const problems = approvalProblems(draft)
  // Another way of signing starts without the signature of the other.
  useEffect(() => form.setValue('signature', ''), [method, form])

  async function approveNow(values: AgreementFormOutput) {
    if (values.method === '') return
    const agreement = { ...values, method: values.method }
    const saved = await submit(
      async () => {
        try {
          return await approve.mutateAsync(agreement)
        } catch (error) {
          throw refusalOnFields(error, AGREEMENT_FIELDS, agreementFieldOf)
        }
      },
      { title: t.approved, description: t.approvedText },
      { errorTitle: t.failed },
    )
    if (saved) onDone()
  }

  const submitting = form.formState.isSubmitting || approve.isPending
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(setConfirming)} noValidate className="grid gap-4">
        <ErrorBanner message={banner} className="whitespace-pre-line" />
        {problems.length > 0 && <ErrorBanner message={[t.blocked, ...problems].join('\n')} className="whitespace-pre-line" />}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextFormField control={form.control} name="name" label={t.name} input={{ autoComplete: 'name' }} />
          <TextFormField
            control={form.control}
            name="relationship"
            label={t.relationship}
            placeholder={t.relationshipPlaceholder}
          />
          <TextFormField control={form.control} name="date" label={t.date} input={{ type: 'date', max: today }} />
        </div>
        <ChoiceField control={form.control} name="method" legend={t.method} choices={METHODS} />
        {method !== '' && <SignatureField method={method} />}
        <FormFooter label={submitting ? es.common.processing : t.submit} submitting={submitting} disabled={problems.length > 0} />
      </form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => {
          if (!next) setConfirming(null)
        }}
        title={t.confirmTitle}
        description={inForce ? t.confirmReplace(draft.version, inForce.version) : t.confirmNew(draft.version)}
        confirmLabel={t.confirm}
        onConfirm={async () => {
          if (confirming) await approveNow(confirming)
        }}
      />
    </Form>
  )
}
