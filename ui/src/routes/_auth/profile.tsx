import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/components/page-header'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useCurrentUser } from '@/features/auth/auth-context'
import { ChangePasswordForm } from '@/features/auth/components/change-password-form'
import { ProfileDetails } from '@/features/auth/components/profile-details'
import { DeadlinesEditor } from '@/features/settings/components/deadlines-editor'
import { HomeSettingsEditor } from '@/features/settings/components/home-settings-editor'
import { es } from '@/i18n/es'
import { useCan } from '@/lib/permissions'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/_auth/profile')({
  component: ProfilePage,
})

const t = es.profile

function ProfilePage() {
  useDocumentTitle(es.titles.profile)
  const user = useCurrentUser()
  const may = useCan()
  return (
    <div className="grid gap-6">
      <PageHeader title={t.heading} description={t.description} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <Card>
          <CardHeader>
            <CardTitle>{t.info.title}</CardTitle>
          </CardHeader>
          <CardContent>
            <ProfileDetails user={user} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t.password.title}</CardTitle>
            <CardDescription>{t.password.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <ChangePasswordForm userId={user._id} username={user.username} />
          </CardContent>
        </Card>
        {may('settings.manage') && (
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle>{es.settings.title}</CardTitle>
              <CardDescription>{es.settings.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <HomeSettingsEditor />
            </CardContent>
          </Card>
        )}
        {may('settings.manage') && (
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle>{es.settings.deadlines.title}</CardTitle>
              <CardDescription>{es.settings.deadlines.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <DeadlinesEditor />
            </CardContent>
          </Card>
        )}
      </div>
    </div>
  )
}
