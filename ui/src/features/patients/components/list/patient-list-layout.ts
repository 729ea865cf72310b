import type * as React from 'react'
import type { PatientSummary } from '@/features/patients/schemas'

/** What the table (large screens) and the cards (small screens) both show. */
export type PatientListLayoutProps = {
  rows: PatientSummary[]
  loading: boolean
  /** The table's caption or the card list's name. */
  label: string
  emptyMessage: string
  /** The area, or its picker while "Configurar áreas" is on. */
  renderArea: (patient: PatientSummary) => React.ReactNode
  renderActions: (patient: PatientSummary) => React.ReactNode
  className?: string
}
