import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { FilePlus2Icon, SignatureIcon } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { carePlanStatusQueryOptions } from '@/features/care-plans/api/care-plan-status'
import { useCreateCarePlan } from '@/features/care-plans/api/create-care-plan'
import { residentCarePlansQueryOptions } from '@/features/care-plans/api/resident-care-plans'
import { ApproveDialog } from '@/features/care-plans/components/approve/approve-dialog'
import { DraftEditor } from '@/features/care-plans/components/editor/draft-editor'
import { PlanPdfButton } from '@/features/care-plans/components/plan-pdf-button'
import { PlanStatusCard } from '@/features/care-plans/components/plan-status-card'
import { PlanMeta, PlanView } from '@/features/care-plans/components/plan-view'
import { VersionList } from '@/features/care-plans/components/version-list'
import type { CarePlan } from '@/features/care-plans/schemas'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'
import { notifyError } from '@/lib/notify'

const t = es.carePlans

type CarePlanTabProps = {
  resident: { id: string; name: string; archived?: boolean }
  /** The version the address names (`?plan=`); the draft, else the plan in force, when none. */
  selectedId?: string
}

/** The version shown: the one asked for, else the draft, else the plan in force, else the newest. */
function shownPlan(plans: readonly CarePlan[], selectedId: string | undefined) {
  return (
    plans.find((plan) => plan._id === selectedId) ??
    plans.find((plan) => plan.status === 'borrador') ??
    plans.find((plan) => plan.status === 'vigente') ??
    plans[0]
  )
}

/**
 * The resident's tab «PAI» (DESIGN 14): the plan's state and due date in large, «Nuevo borrador» for those who
 * write plans, the versions newest first, and the version shown: the draft as a form for those who write it, any
 * other version (and the draft for the others) as it reads, with its agreement and signature. Those who approve
 * agree the draft with the resident or their representative from here.
 */
export function CarePlanTab({ resident, selectedId }: CarePlanTabProps) {
  const may = useCan()
  const navigate = useNavigate()
  const plans = useQuery(residentCarePlansQueryOptions(resident.id))
  const status = useQuery(carePlanStatusQueryOptions())
  const create = useCreateCarePlan()
  const [approving, setApproving] = useState(false)
  const writable = !resident.archived
  const mayWrite = writable && may('careplans.write')
  const mayApprove = writable && may('careplans.approve')

  const list = plans.data ?? []
  const draft = list.find((plan) => plan.status === 'borrador') ?? null
  const inForce = list.find((plan) => plan.status === 'vigente') ?? null
  const shown = shownPlan(list, selectedId)
  const row = status.data?.find((item) => item.residentId === resident.id) ?? null

  function show(planId: string) {
    void navigate({ to: '/patients/$id/pai', params: { id: resident.id }, search: { plan: planId } })
  }

  async function newDraft() {
    try {
      const opened = await create.mutateAsync({ residentId: resident.id })
      if (opened.existed) {
        toast.info(t.actions.existing, { description: t.actions.existingText })
        show(opened.planId)
      } else {
        toast.success(t.actions.created, { description: t.actions.createdText })
        show(opened.plan._id)
      }
    } catch (error) {
      notifyError(error)
    }
  }

  const newDraftButton = mayWrite && !draft && plans.isSuccess && (
    <Button type="button" className="min-h-12" disabled={create.isPending} onClick={() => void newDraft()}>
      <FilePlus2Icon aria-hidden />
      {create.isPending ? t.actions.creating : t.actions.newDraft}
    </Button>
  )

  function body() {
    if (plans.isPending) {
      return (
        <p role="status" className="text-muted-foreground">
          {t.tab.loading}
        </p>
      )
    }
    if (plans.isError) return <LoadError what={t.tab.loadError} error={plans.error} onRetry={() => void plans.refetch()} />
    if (!shown) return <p className="rounded-xl border bg-card p-4 text-muted-foreground">{t.tab.empty}</p>
    const editing = shown.status === 'borrador' && mayWrite
    return (
      <>
        <VersionList plans={list} selectedId={shown._id} />
        <section aria-labelledby="plan-shown" className="grid min-w-0 gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="plan-shown" className="text-xl font-semibold">
              {t.view.plan(shown.version, t.statuses[shown.status])}
            </h2>
            <div className="flex flex-wrap gap-2">
              {shown.status === 'borrador' && mayApprove && !editing && (
                <Button type="button" className="min-h-12" onClick={() => setApproving(true)}>
                  <SignatureIcon aria-hidden />
                  {t.actions.approve}
                </Button>
              )}
              <PlanPdfButton plan={shown} />
            </div>
          </div>
          <PlanMeta plan={shown} />
          {editing ? (
            <DraftEditor key={shown._id} draftId={shown._id} inForce={inForce} onApprove={mayApprove ? () => setApproving(true) : null} />
          ) : (
            <PlanView plan={shown} />
          )}
        </section>
      </>
    )
  }

  return (
    <div className="@container grid min-w-0 gap-5">
      <div className="grid gap-1">
        <h2 className="sr-only">{t.tab.heading}</h2>
        <p className="max-w-prose text-muted-foreground">{t.tab.description}</p>
        {resident.archived && <p className="text-muted-foreground">{t.tab.archived}</p>}
      </div>
      <PlanStatusCard
        status={row}
        loading={status.isPending}
        triggers={(draft ?? inForce)?.reviewTriggers ?? []}
        actions={newDraftButton}
      />
      {body()}
      {draft && mayApprove && <ApproveDialog draft={draft} inForce={inForce} open={approving} onOpenChange={setApproving} />}
    </div>
  )
}
