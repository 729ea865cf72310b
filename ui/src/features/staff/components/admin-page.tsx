import { useCallback } from 'react'
import type * as React from 'react'
import { ErrorBanner } from '@/components/error-banner'
import { PageHeader } from '@/components/page-header'
import { ViewToggle } from '@/components/view-toggle'
import type { TeamView } from '@/features/staff/admin-search'
import type { Person } from '@/features/staff/components/people-list'
import { PERSONNEL } from '@/features/staff/components/personnel/personnel-kind'
import { ReadOnlyNote } from '@/features/staff/components/read-only-note'
import type { SectionProps } from '@/features/staff/components/section-props'
import { SOCIAL_WORKERS } from '@/features/staff/components/social-workers/social-worker-kind'
import { TeamSection } from '@/features/staff/components/team-section'
import { TemporaryPasswordDialog } from '@/features/staff/components/temporary-password-dialog'
import { usePasswordReset } from '@/features/staff/components/use-password-reset'
import { es } from '@/i18n/es'
import { notifyError } from '@/lib/notify'
import { useTimedMessage } from '@/lib/use-timed-message'

const views = es.staff.views

/** Personal / Social: which card /admin shows. */
const VIEWS = [
  { view: 'personal', label: views.personal },
  { view: 'social', label: views.social },
] as const

type AdminPageProps = {
  view: TeamView
  onViewChange: (view: TeamView) => void
  /** Administrative users write; everyone else sees the lists read-only. */
  canWrite: boolean
  currentUserId: string
  /** The signed-in user's own details were saved: the session should show them (name, roles). */
  onOwnDetailsSaved: () => void
  /** Shown under the page's header, before the team (the route puts other features' cards here). */
  status?: React.ReactNode
}

/** Gestión de Personal (/admin): the Personal or Social card, the error banner and the one-time password. */
export function AdminPage({ view, onViewChange, canWrite, currentUserId, onOwnDetailsSaved, status }: AdminPageProps) {
  const banner = useTimedMessage()
  const report = useCallback(
    (error: unknown, fallback: string) => {
      const message = notifyError(error, undefined, fallback)
      if (message) banner.show(message)
    },
    [banner.show],
  )
  const reset = usePasswordReset(report)

  const section: SectionProps = {
    canWrite,
    currentUserId,
    report,
    onSaved: (person: Person) => {
      if (person._id === currentUserId) onOwnDetailsSaved()
    },
    onResetPassword: reset.start,
  }

  return (
    <div className="grid gap-6">
      <PageHeader title={es.pages.admin.title} description={es.staff.description} />
      {status}
      <ViewToggle label={views.label} views={VIEWS} value={view} onChange={onViewChange} buttonClassName="px-5" />
      {!canWrite && <ReadOnlyNote />}
      <ErrorBanner message={banner.message} />
      {view === 'personal' ? (
        <TeamSection key="personal" kind={PERSONNEL} {...section} />
      ) : (
        <TeamSection key="social" kind={SOCIAL_WORKERS} {...section} />
      )}
      {reset.revealed && <TemporaryPasswordDialog {...reset.revealed} onDone={reset.dismiss} />}
    </div>
  )
}
