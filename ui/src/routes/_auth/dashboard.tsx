import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/page-header'
import { ActivityCounter } from '@/features/activities/components/activity-counter'
import { UpcomingActivities } from '@/features/activities/components/upcoming-activities'
import { OpenAlertsTile } from '@/features/alerts/components/open-alerts-tile'
import { DueAssessmentsCard } from '@/features/assessments/components/due-assessments-card'
import { useCurrentUser } from '@/features/auth/auth-context'
import { DuePlansCard } from '@/features/care-plans/components/due-plans-card'
import { AttentionCard } from '@/features/dashboard/components/attention-card'
import { ShiftTasksCard } from '@/features/care-tasks/components/shift-tasks-card'
import { ShiftOverview } from '@/features/dashboard/components/shift-overview'
import { HandoverTiles } from '@/features/handover/components/handover-tiles'
import { DoseTiles } from '@/features/mar/components/dose-tiles'
import { RecentPosts } from '@/features/posts/components/feed/recent-posts'
import { PostCounter } from '@/features/posts/components/post-counter'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/_auth/dashboard')({
  component: DashboardPage,
})

/**
 * The greeting, the two counters, then Publicaciones Recientes beside a column with Próximas
 * Actividades and Requiere atención (that column comes first on narrow screens, so it is not pushed
 * below the feed).
 */
function DashboardPage() {
  useDocumentTitle(es.titles.dashboard)
  const user = useCurrentUser()
  const may = useCan()
  return (
    <div className="@container grid gap-6">
      <PageHeader
        title={es.pages.dashboard.greeting(user.name || user.username)}
        description={es.pages.dashboard.intro}
      />
      {/* Issue 13: doctors and nurses (who give doses) start with the current shift. */}
      {may('doses.give') && (
        <ShiftOverview>
          <DoseTiles />
          <OpenAlertsTile />
          <HandoverTiles userId={user._id} />
        </ShiftOverview>
      )}
      {/* Issue 27: the care plans' tasks due now, done with one tap. */}
      {may('doses.give') && <ShiftTasksCard />}
      <div aria-label={es.dashboard.counters.label} role="group" className="grid gap-4 @min-[36rem]:grid-cols-2">
        <ActivityCounter />
        <PostCounter />
      </div>
      <div className="grid items-start gap-6 @min-[48rem]:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="grid gap-6 @min-[48rem]:col-start-2 @min-[48rem]:row-start-1">
          <UpcomingActivities />
          {/* Issue 15: doctors and nurses see the assessments due across the residents. */}
          {may('doses.give') && <DueAssessmentsCard />}
          {/* Issue 27: those who write or approve care plans see the ones due. */}
          {(may('careplans.write') || may('careplans.approve')) && <DuePlansCard />}
          <AttentionCard />
        </div>
        <RecentPosts className="@min-[48rem]:col-start-1 @min-[48rem]:row-start-1" />
      </div>
    </div>
  )
}
