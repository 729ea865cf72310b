import type * as React from 'react'
import { CardList } from '@/components/card-list'
import { ExpiryBadge } from '@/features/inventory/components/list/expiry-badge'
import type { MedicationListLayoutProps } from '@/features/inventory/components/list/list-layout'
import { MedicationSummary } from '@/features/inventory/components/list/medication-summary'
import { StockLevel } from '@/features/inventory/components/list/stock-level'
import { es } from '@/i18n/es'
import { formatEuros } from '@/lib/money'

const t = es.inventory

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  )
}

/** The medications as cards, for phones and tablets in portrait. */
export function MedicationCards({ rows, loading, emptyMessage, renderActions, className }: MedicationListLayoutProps) {
  return (
    <CardList
      rows={rows}
      loading={loading}
      label={t.caption}
      emptyMessage={emptyMessage}
      skeletonClassName="h-56"
      skeletons={3}
      cardClassName="grid content-between gap-3 p-4"
      className={className}
      renderCard={(medication) => (
        <>
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
        </>
      )}
    />
  )
}
