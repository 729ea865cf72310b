import { SummaryCard } from '@/components/summary-card'
import type { Resident } from '@/features/patients/schemas'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'

const t = es.residentPage.summary
const e = es.residentEssentials

/** What is written, or "Sin registrar". */
const recorded = (value: string) => value.trim() || e.notRecorded

/** The label of the value chosen, or "Sin registrar". */
function chosen<K extends string | number>(value: K | '' | null, labels: Record<K, string>) {
  return value === null || value === '' ? e.notRecorded : labels[value]
}

/** The card's rows, the code status first; the directives' date and place only while they are registered. */
function essentialRows(resident: Resident): { label: string; value: string }[] {
  const directives = resident.advanceDirectives
  return [
    { label: e.fields.codeStatus, value: chosen(resident.codeStatus, e.codeStatus) },
    {
      label: e.fields.advanceDirectives,
      value: directives.registered ? e.directives.registered : e.directives.notRegistered,
    },
    ...(directives.registered
      ? [
          { label: e.fields.directivesDate, value: recorded(formatDate(directives.date)) },
          { label: e.fields.directivesLocation, value: recorded(directives.location) },
        ]
      : []),
    { label: e.fields.representative, value: recorded(directives.representative) },
    { label: e.fields.diet, value: recorded(resident.diet) },
    { label: e.fields.iddsiLevel, value: chosen(resident.iddsiLevel, e.iddsiLevel) },
    { label: e.fields.mobilityAid, value: chosen(resident.mobilityAid, e.mobilityAid) },
    { label: e.fields.isolation, value: recorded(resident.isolation) },
  ]
}

/** The essentials for emergencies and transfers (DESIGN 16), none of them hidden behind a tap or hover. */
export function SummaryEssentials({ resident }: { resident: Resident }) {
  return (
    <SummaryCard title={t.essentials} className="@min-[40rem]:col-span-2">
      <dl className="grid grid-cols-1 gap-3 @min-[30rem]:grid-cols-2 @min-[56rem]:grid-cols-3">
        {essentialRows(resident).map((row) => (
          <div key={row.label} className="grid content-start gap-0.5">
            <dt className="text-sm text-muted-foreground">{row.label}</dt>
            <dd className="break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
    </SummaryCard>
  )
}
