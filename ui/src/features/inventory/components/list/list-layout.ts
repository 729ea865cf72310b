import type * as React from 'react'
import type { Medication } from '@/features/inventory/schemas'

/** What the table (wide pages) and the cards (narrow ones) both show. */
export type MedicationListLayoutProps = {
  rows: Medication[]
  loading: boolean
  emptyMessage: string
  /** The row's actions; `className` lays them out for the table or the cards. */
  renderActions: (medication: Medication, className?: string) => React.ReactNode
  className?: string
}
