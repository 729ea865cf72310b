import { HospitalIcon } from 'lucide-react'
import type * as React from 'react'
import type { HospitalStay } from '@/features/hospital/api'
import { es } from '@/i18n/es'
import { formatDate, formatTime } from '@/lib/dates'

const t = es.hospital.stay

/** «En el hospital desde el 20/11/2026 09:40 · motivo»: atop the resident's page while they are away. */
export function StayBanner({ stay, actions }: { stay: HospitalStay; actions?: React.ReactNode }) {
  return (
    <section aria-label={t.label} className="grid gap-3 rounded-xl border-2 border-warm bg-warm-soft/60 p-3 sm:p-4">
      <div className="flex items-start gap-2">
        <HospitalIcon className="mt-0.5 size-6 shrink-0 text-warm" aria-hidden />
        <div className="grid min-w-0 gap-1">
          <p className="text-lg font-semibold break-words">{t.since(`${formatDate(stay.since)} ${formatTime(stay.since)}`, stay.reason)}</p>
          <p className="text-muted-foreground">{t.held}</p>
        </div>
      </div>
      {actions}
    </section>
  )
}
