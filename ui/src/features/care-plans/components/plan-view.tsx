import type * as React from 'react'
import { AgreementView } from '@/features/care-plans/components/agreement-view'
import { ContextPanel } from '@/features/care-plans/components/context-panel'
import { NeedView } from '@/features/care-plans/components/need-view'
import { planAreas } from '@/features/care-plans/form/values'
import type { CarePlan } from '@/features/care-plans/schemas'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'

const t = es.carePlans.view

function Paragraph({ title, text }: { title: string; text: string }) {
  return (
    <div className="grid gap-1">
      <h4 className="text-sm font-medium text-muted-foreground">{title}</h4>
      <p className={text ? 'break-words whitespace-pre-line' : 'text-muted-foreground'}>{text || t.notGiven}</p>
    </div>
  )
}

/** Who made the version, who saved the draft last, who approved it, and when. */
export function PlanMeta({ plan }: { plan: CarePlan }) {
  const saved = plan.status === 'borrador' && plan.updatedAt !== plan.createdAt
  return (
    <p className="grid gap-0.5 text-sm text-muted-foreground">
      <span>{t.createdBy(plan.createdByName, formatDate(plan.createdAt))}</span>
      {saved && <span>{t.updatedBy(plan.updatedByName, formatDate(plan.updatedAt))}</span>}
      {plan.approvedAt && <span>{t.approvedBy(plan.approvedByName, formatDate(plan.approvedAt))}</span>}
    </p>
  )
}

/** A section of the plan with its heading. */
export function PlanSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  )
}

/**
 * A version of the plan as it reads (a plan in force, one replaced, or a draft for those who do not write it):
 * the person's view, the reference professional, each area with who contributed and its needs, and the agreement
 * with the signature.
 */
export function PlanView({ plan }: { plan: CarePlan }) {
  return (
    <div className="grid min-w-0 gap-4">
      {/* A draft is read beside what it is drawn from; a plan agreed is read as it was agreed. */}
      {plan.status === 'borrador' && plan.context && <ContextPanel context={plan.context} />}
      <PlanSection id={`person-${plan._id}`} title={t.person}>
        <div className="grid gap-3 @min-[40rem]:grid-cols-3">
          <Paragraph title={t.biography} text={plan.person.biography} />
          <Paragraph title={t.preferences} text={plan.person.preferences} />
          <Paragraph title={t.matters} text={plan.person.matters} />
        </div>
        <Paragraph title={t.referenceProfessional} text={plan.referenceProfessional} />
      </PlanSection>
      {planAreas(plan).map((area) => (
        <PlanSection key={area.id} id={`area-${plan._id}-${area.id}`} title={es.carePlans.areas[area.id]}>
          <p>
            <span className="text-sm font-medium text-muted-foreground">{t.contributors}: </span>
            {area.contributors.length === 0
              ? t.noContributors
              : area.contributors.map((contributor) => t.contributor(contributor.name, contributor.role)).join(', ')}
          </p>
          {area.needs.length === 0 ? (
            <p className="text-muted-foreground">{t.noNeeds}</p>
          ) : (
            area.needs.map((need) => <NeedView key={need._id} need={need} context={plan.context} />)
          )}
        </PlanSection>
      ))}
      <div className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
        <AgreementView agreement={plan.agreement} />
      </div>
    </div>
  )
}
