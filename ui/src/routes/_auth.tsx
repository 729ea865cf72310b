import { createFileRoute, Navigate, Outlet, redirect, useRouter } from '@tanstack/react-router'
import { AppShell } from '@/components/app-shell/app-shell'
import { TooltipProvider } from '@/components/ui/tooltip'
import type { NavCounts } from '@/components/app-shell/nav-items'
import { OpenAlertsCount } from '@/features/alerts/components/open-alerts-count'
import { useLogout } from '@/features/auth/api'
import { useAuth } from '@/features/auth/auth-context'
import { chatIdFromLink } from '@/features/chat/chat-link'
import { ChatLauncher } from '@/features/chat/components/chat-launcher'
import { useChatPanel } from '@/features/chat/use-chat-panel'
import { IdleLock } from '@/features/idle-lock/components/idle-lock'
import { useRefetchNotifications } from '@/features/notifications/api'
import { NotificationCenter } from '@/features/notifications/components/notification-center'
import { can, useCan } from '@/lib/permissions'
import { RealtimeProvider } from '@/lib/realtime/realtime-context'
import { useLiveQueries } from '@/use-live-queries'

/** The menu's live counts: the open alerts beside "Alertas". */
const navCounts: NavCounts = { '/alerts': (collapsed) => <OpenAlertsCount collapsed={collapsed} /> }

export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context }) => {
    if (context.auth.getState().status !== 'authenticated') throw redirect({ to: '/signin' })
  },
  component: StaffLayout,
})

/**
 * The staff app's providers live here, not in app.tsx, so that the public pages download none of them: the
 * real-time connection (SPEC 4: open while a staff member is signed in, closed otherwise) and the tooltips.
 */
function StaffLayout() {
  const auth = useAuth()
  const userId = can(auth.user, 'staff.area') ? (auth.user?._id ?? null) : null
  return (
    <RealtimeProvider userId={userId}>
      <TooltipProvider>
        <StaffFrame />
      </TooltipProvider>
    </RealtimeProvider>
  )
}

function StaffFrame() {
  const auth = useAuth()
  const logout = useLogout()
  const router = useRouter()
  const chatPanel = useChatPanel()
  const may = useCan()
  const refetchNotifications = useRefetchNotifications(auth.user?._id ?? '')
  useLiveQueries()
  // The session can end while a page is open (logout, expired token, logout in another tab).
  if (auth.status !== 'authenticated') return <Navigate to="/signin" replace />
  const { user } = auth
  const me = { _id: user._id, name: user.name || user.username }

  // A notification's link: a conversation opens in the chat panel, anything else is a page.
  function follow(url: string) {
    const chatId = chatIdFromLink(url)
    if (chatId) chatPanel.showConversation(chatId)
    else void router.navigate({ href: url })
  }

  function signOut() {
    if (!logout.isPending) logout.mutate()
  }

  // Shared devices: after --idle-lock minutes without input the page locks behind the password (DESIGN 12).
  return (
    <IdleLock userId={user._id} name={user.name || user.username} onSignOut={signOut} signingOut={logout.isPending}>
      <AppShell
        name={user.name}
        username={user.username}
        staffArea={may('staff.area')}
        counts={navCounts}
        actions={
          may('staff.area') && (
            <>
              <ChatLauncher me={me} panel={chatPanel} onChatRead={refetchNotifications} />
              <NotificationCenter userId={user._id} onFollow={follow} />
            </>
          )
        }
        onLogout={signOut}
      >
        <Outlet />
      </AppShell>
    </IdleLock>
  )
}
