import type * as React from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { ExpiryBadge } from '@/features/inventory/components/list/expiry-badge'
import type { MedicationListLayoutProps } from '@/features/inventory/components/list/list-layout'
import { MedicationSummary } from '@/features/inventory/components/list/medication-summary'
import { StockLevel } from '@/features/inventory/components/list/stock-level'
import { es } from '@/i18n/es'
import { formatEuros } from '@/lib/money'
import { cn } from '@/lib/utils'

const t = es.inventory
const LOADING_CARDS = 3

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  )
}

/** The medications as cards, for phones and tablets in portrait. */
export function MedicationCards({
  rows,
  loading,
  emptyMessage,
  renderActions,
  className,
}: MedicationListLayoutProps) {
  if (loading) {
    return (
      <div aria-busy className={cn('grid gap-3 @min-[34rem]:grid-cols-2', className)}>
        {Array.from({ length: LOADING_CARDS }, (_, index) => (
          <Skeleton key={index} className="h-56 rounded-xl" />
        ))}
      </div>
    )
  }
  if (rows.length === 0) {
    return (
      <p className={cn('rounded-xl border bg-card px-4 py-10 text-center text-muted-foreground', className)}>
        {emptyMessage}
      </p>
    )
  }
  return (
    <ul aria-label={t.caption} className={cn('grid gap-3 @min-[34rem]:grid-cols-2', className)}>
      {rows.map((medication) => (
        <li key={medication._id} className="grid content-between gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <MedicationSummary medication={medication} />
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Detail label={t.columns.stock}>
              <StockLevel medication={medication} />
            </Detail>
            <Detail label={t.columns.expiry}>
              <ExpiryBadge medication={medication} />
            </Detail>
            <Detail label={t.columns.location}>{medication.location}</Detail>
            <Detail label={t.columns.category}>{t.categories[medication.category]}</Detail>
            <Detail label={t.columns.price}>
              <span className="tabular-nums">{formatEuros(medication.unitPrice)}</span>
            </Detail>
          </dl>
          <div className="border-t pt-2">{renderActions(medication)}</div>
        </li>
      ))}
    </ul>
  )
}
