import type { Person } from '@/features/staff/components/people-list'

/** Reports a failed call: an error toast and the page's banner; `fallback` when the server said nothing. */
export type ReportFailure = (error: unknown, fallback: string) => void

/** What /admin hands each card. */
export type SectionProps = {
  /** Administrative users create, edit, reset and delete; everyone else reads. */
  canWrite: boolean
  currentUserId: string
  report: ReportFailure
  /** A person's details were saved (the signed-in user's own ones need the session refreshed). */
  onSaved: (person: Person) => void
  /** Rejects when it failed (already reported). */
  onResetPassword: (person: Person) => Promise<void>
}
