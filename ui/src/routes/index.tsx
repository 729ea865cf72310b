import { useQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { LandingPage } from '@/features/landing/components/landing-page'
import { DEFAULT_PUBLIC_SETTINGS, publicSettingsQueryOptions } from '@/features/settings/public-settings'
import { es } from '@/i18n/es/public'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    if (context.auth.getState().status === 'authenticated') throw redirect({ to: '/dashboard' })
  },
  // Start fetching early, without holding the page: defaults show until the details arrive.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(publicSettingsQueryOptions())
  },
  component: HomeRoute,
})

function HomeRoute() {
  useDocumentTitle(es.titles.home)
  const { data } = useQuery(publicSettingsQueryOptions())
  return <LandingPage home={data ?? DEFAULT_PUBLIC_SETTINGS} />
}
