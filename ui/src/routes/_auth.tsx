import { createFileRoute, Navigate, Outlet, redirect } from '@tanstack/react-router'
import { AppShell } from '@/components/app-shell/app-shell'
import { useLogout } from '@/features/auth/api'
import { useAuth } from '@/features/auth/auth-context'
import { hasStaffRole } from '@/features/auth/roles'

export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context }) => {
    if (context.auth.getState().status !== 'authenticated') throw redirect({ to: '/signin' })
  },
  component: StaffLayout,
})

function StaffLayout() {
  const auth = useAuth()
  const logout = useLogout()
  // The session can end while a page is open (logout, expired token, logout in another tab).
  if (auth.status !== 'authenticated') return <Navigate to="/signin" replace />
  const { user } = auth
  return (
    <AppShell
      name={user.name}
      username={user.username}
      hasStaffRole={hasStaffRole(user)}
      // Notifications arrive with the notifications feature; until then the bell has nothing to show.
      notifications={[]}
      onLogout={() => {
        if (!logout.isPending) logout.mutate()
      }}
    >
      <Outlet />
    </AppShell>
  )
}
