import { useQuery } from '@tanstack/react-query'
import { ClipboardCheckIcon, PlusIcon, RefreshCwIcon, XCircleIcon } from 'lucide-react'
import { useState } from 'react'
import { LoadError } from '@/components/load-error'
import { Button } from '@/components/ui/button'
import { residentRestraintsQueryOptions } from '@/features/restraints/api'
import { CheckDialog } from '@/features/restraints/components/check-dialog'
import { EndDialog } from '@/features/restraints/components/end-dialog'
import { OrderDialog } from '@/features/restraints/components/order-dialog'
import { RenewDialog } from '@/features/restraints/components/renew-dialog'
import { ReportForm } from '@/features/restraints/components/report-form'
import { RestraintCard, restraintTitle } from '@/features/restraints/components/restraint-card'
import type { Restraint } from '@/features/restraints/schemas'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'

const t = es.restraints

type Acting = { kind: 'check' | 'renew' | 'end'; restraint: Restraint } | null

type RestraintsTabProps = {
  resident: { id: string; name: string; archived?: boolean }
}

/**
 * The resident's tab "Contenciones" (DESIGN 11): the active restraints first (an expired one in red), then
 * the retired ones. Doctors order, renew and retire; nurses record the shift's checks; the inspectors'
 * report of the whole home is at the end.
 */
export function RestraintsTab({ resident }: RestraintsTabProps) {
  const may = useCan()
  const restraints = useQuery(residentRestraintsQueryOptions(resident.id))
  const [ordering, setOrdering] = useState(false)
  const [acting, setActing] = useState<Acting>(null)
  const writable = !resident.archived
  const mayPrescribe = writable && may('kardex.prescribe')
  const mayCheck = writable && may('restraints.check')

  function body() {
    if (restraints.isPending) {
      return (
        <p role="status" className="text-muted-foreground">
          {t.loading}
        </p>
      )
    }
    if (restraints.isError) {
      return <LoadError what={t.loadError} error={restraints.error} onRetry={() => void restraints.refetch()} />
    }
    if (restraints.data.length === 0) return <p className="rounded-xl border bg-card p-4 text-muted-foreground">{t.empty}</p>
    const active = restraints.data.filter((restraint) => restraint.status === 'active')
    const ended = restraints.data.filter((restraint) => restraint.status !== 'active')
    return (
      <>
        <section aria-labelledby="restraints-active" className="grid min-w-0 gap-3">
          <h2 id="restraints-active" className="text-xl font-semibold">
            {t.active} <span className="font-normal text-muted-foreground">({active.length})</span>
          </h2>
          {active.length === 0 ? (
            <p className="text-muted-foreground">{t.noActive}</p>
          ) : (
            active.map((restraint) => (
              <RestraintCard
                key={restraint._id}
                restraint={restraint}
                actions={
                  (mayCheck || mayPrescribe) && (
                    <>
                      {mayCheck && (
                        <Button
                          type="button"
                          className="min-h-12"
                          aria-label={t.actions.checkLabel(restraintTitle(restraint))}
                          onClick={() => setActing({ kind: 'check', restraint })}
                        >
                          <ClipboardCheckIcon aria-hidden />
                          {t.actions.check}
                        </Button>
                      )}
                      {mayPrescribe && (
                        <>
                          <Button
                            type="button"
                            variant="outline"
                            className="min-h-12"
                            aria-label={t.actions.renewLabel(restraintTitle(restraint))}
                            onClick={() => setActing({ kind: 'renew', restraint })}
                          >
                            <RefreshCwIcon aria-hidden />
                            {t.actions.renew}
                          </Button>
                          <Button
                            type="button"
                            variant="outline"
                            className="min-h-12 text-destructive"
                            aria-label={t.actions.endLabel(restraintTitle(restraint))}
                            onClick={() => setActing({ kind: 'end', restraint })}
                          >
                            <XCircleIcon aria-hidden />
                            {t.actions.end}
                          </Button>
                        </>
                      )}
                    </>
                  )
                }
              />
            ))
          )}
        </section>
        {ended.length > 0 && (
          <section aria-labelledby="restraints-ended" className="grid min-w-0 gap-3">
            <h2 id="restraints-ended" className="text-xl font-semibold">
              {t.ended} <span className="font-normal text-muted-foreground">({ended.length})</span>
            </h2>
            {ended.map((restraint) => (
              <RestraintCard key={restraint._id} restraint={restraint} />
            ))}
          </section>
        )}
      </>
    )
  }

  const close = () => setActing(null)
  return (
    <div className="@container grid min-w-0 gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="sr-only">{t.title}</h2>
          <p className="max-w-prose text-muted-foreground">{t.description}</p>
        </div>
        {mayPrescribe && (
          <Button type="button" className="min-h-12" onClick={() => setOrdering(true)}>
            <PlusIcon aria-hidden />
            {t.actions.create}
          </Button>
        )}
      </div>
      {body()}
      <ReportForm />
      {mayPrescribe && <OrderDialog open={ordering} onOpenChange={setOrdering} resident={resident} />}
      <CheckDialog restraint={acting?.kind === 'check' ? acting.restraint : null} onClose={close} />
      <RenewDialog restraint={acting?.kind === 'renew' ? acting.restraint : null} onClose={close} />
      <EndDialog restraint={acting?.kind === 'end' ? acting.restraint : null} onClose={close} />
    </div>
  )
}
