import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import type { ResidentFormValues, WizardMode } from '@/features/patients/wizard/schema'
import { summarySections } from '@/features/patients/wizard/summary/summary-sections'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'

const t = es.residentWizard.summary

/** The Revisión tab's summary of everything the wizard will save, updated as fields change. */
export function ReviewSummary({ mode }: { mode: WizardMode }) {
  const values = useWatch<ResidentFormValues>() as ResidentFormValues
  const familyAccess = useCan()('residents.family-access')
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="grid gap-4 rounded-lg border bg-muted/40 p-4 sm:p-5">
      <div className="space-y-1">
        <h3 id={titleId} className="text-lg font-semibold">
          {t.title}
        </h3>
        <p className="text-sm text-muted-foreground">{t.description}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {summarySections(values, mode, familyAccess).map((section) => (
          <section key={section.tab} aria-label={section.title} className="rounded-md border bg-card p-4">
            <h4 className="mb-2 font-semibold text-primary">{section.title}</h4>
            <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm min-[480px]:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              {section.rows.map((row) => (
                <div key={row.label} className="contents">
                  <dt className="text-muted-foreground">{row.label}</dt>
                  <dd className="mb-1 break-words whitespace-pre-line min-[480px]:mb-0">{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </section>
  )
}
