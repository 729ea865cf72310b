import { ChevronDownIcon } from 'lucide-react'
import type * as React from 'react'
import { BandBadge } from '@/components/band-badge'
import type { PlanContext } from '@/features/care-plans/schemas'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'

const t = es.carePlans.context

function Item({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <h4 className="text-sm font-medium text-muted-foreground">{title}</h4>
      {children}
    </div>
  )
}

/**
 * «Datos de partida»: what the server knows of the resident now, beside the draft (the latest score and band of
 * each scale, the allergies in red, the diagnosis, the active restraints and the Kardex). Read-only, folded away
 * with its summary, which the keyboard opens too.
 */
export function ContextPanel({ context }: { context: PlanContext }) {
  return (
    <details open className="group rounded-xl border bg-card shadow-sm">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-2 font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70 sm:px-5 [&::-webkit-details-marker]:hidden">
        {t.title}
        <ChevronDownIcon className="size-5 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <div className="grid gap-4 border-t px-4 py-4 sm:px-5">
        <p className="text-sm text-muted-foreground">{t.description}</p>
        <Item title={t.scales}>
          {context.scales.length === 0 ? (
            <p className="text-muted-foreground">{t.noScales}</p>
          ) : (
            <ul className="grid gap-2 @min-[40rem]:grid-cols-2">
              {context.scales.map((scale) => (
                <li key={scale.scale} className="flex flex-wrap items-center gap-2">
                  <span>{t.scale(scale.scaleName, scale.score, formatDate(scale.date))}</span>
                  <BandBadge label={scale.band.label} severity={scale.band.severity} />
                </li>
              ))}
            </ul>
          )}
        </Item>
        <div className="grid gap-4 @min-[40rem]:grid-cols-2">
          <Item title={t.allergies}>
            <p className={context.allergies ? 'font-semibold text-destructive' : 'text-muted-foreground'}>
              {context.allergies || t.noAllergies}
            </p>
          </Item>
          <Item title={t.diagnosis}>
            <p className={context.diagnosis ? undefined : 'text-muted-foreground'}>{context.diagnosis || t.noDiagnosis}</p>
          </Item>
          <Item title={t.restraints}>
            {context.restraints.length === 0 ? (
              <p className="text-muted-foreground">{t.noRestraints}</p>
            ) : (
              <ul className="grid gap-1">
                {context.restraints.map((restraint) => (
                  <li key={restraint._id}>{t.restraint(restraint.device, restraint.schedule)}</li>
                ))}
              </ul>
            )}
          </Item>
          <Item title={t.kardex}>
            {context.kardex.length === 0 ? (
              <p className="text-muted-foreground">{t.noKardex}</p>
            ) : (
              <ul className="grid gap-1">
                {context.kardex.map((entry) => (
                  <li key={entry.entryId || entry.medicationName}>
                    {[entry.medicationName, entry.dose, entry.route, entry.prn ? t.prn : entry.frequency || entry.times.join(', ')]
                      .filter(Boolean)
                      .join(' · ')}
                  </li>
                ))}
              </ul>
            )}
          </Item>
        </div>
      </div>
    </details>
  )
}
