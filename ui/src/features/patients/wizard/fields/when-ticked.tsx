import type * as React from 'react'
import { useWatch } from 'react-hook-form'
import type { ResidentFormValues } from '@/features/patients/wizard/schema'
import type { ResidentField } from '@/features/patients/wizard/tabs'

/** Shows its fields only while a flag is ticked (the "others" texts, "acompañado por"). */
export function WhenTicked({ flag, children }: { flag: ResidentField; children: React.ReactNode }) {
  const ticked = useWatch<ResidentFormValues>({ name: flag })
  return ticked === true ? children : null
}
