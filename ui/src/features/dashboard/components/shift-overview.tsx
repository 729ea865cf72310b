import { useQuery } from '@tanstack/react-query'
import type * as React from 'react'
import { es } from '@/i18n/es'
import { shiftSettingsQueryOptions } from '@/lib/shifts'

const t = es.dashboard.shift

/**
 * The dashboard's first block for doctors and nurses (issue 13): the current shift's name and hours over
 * the figures the route puts in it (doses, alerts, handover), each linking to its page and following the
 * live events.
 */
export function ShiftOverview({ children }: { children: React.ReactNode }) {
  const settings = useQuery(shiftSettingsQueryOptions())
  const current = settings.data?.current
  const hours = current && settings.data?.shifts[current.shift]
  return (
    <section aria-labelledby="shift-overview-title" className="grid gap-3">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h2 id="shift-overview-title" className="text-xl font-semibold">
          {current ? t.title(es.medicationRound.shifts[current.shift].toLowerCase()) : t.title('…')}
        </h2>
        {hours && <span className="text-muted-foreground">{t.hours(hours.start, hours.end)}</span>}
      </div>
      {settings.isError && <p className="text-destructive">{t.loadError}</p>}
      <div className="grid grid-cols-2 gap-3 @min-[40rem]:grid-cols-3 @min-[64rem]:grid-cols-6">{children}</div>
    </section>
  )
}
