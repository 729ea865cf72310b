import { useState } from 'react'
import { useResetPassword } from '@/features/staff/api'
import type { Person } from '@/features/staff/components/people-list'
import type { ReportFailure } from '@/features/staff/components/section-props'
import { es } from '@/i18n/es'

/** A temporary password and whose it is, held only until its dialog is closed. */
export type RevealedPassword = { name: string; password: string }

/**
 * "Restablecer contraseña": asks the server for a temporary password and keeps it for its one-time
 * dialog. Rejects on failure, after reporting it, so the confirmation stays open.
 */
export function usePasswordReset(report: ReportFailure) {
  const reset = useResetPassword()
  const [revealed, setRevealed] = useState<RevealedPassword | null>(null)

  async function start(person: Person) {
    let password: string
    try {
      password = await reset.mutateAsync(person._id)
    } catch (error) {
      report(error, es.staff.reset.error)
      throw error
    }
    setRevealed({ name: person.name, password })
  }

  return { revealed, start, dismiss: () => setRevealed(null) }
}
