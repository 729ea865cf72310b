import { createContext, useContext } from 'react'
import type { Resident } from '@/features/patients/schemas'

const ResidentContext = createContext<Resident | null>(null)

/** Gives the page's loaded resident to its tabs (the routes under /patients/$id). */
export const ResidentProvider = ResidentContext.Provider

/** The resident whose page is open; only inside ResidentPage, which renders its tabs once the resident is loaded. */
export function usePageResident(): Resident {
  const resident = useContext(ResidentContext)
  if (!resident) throw new Error('usePageResident must be used inside ResidentPage')
  return resident
}
