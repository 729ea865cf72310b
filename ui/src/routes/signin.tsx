import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router'
import { ArrowLeftIcon, InfoIcon } from 'lucide-react'
import { useState } from 'react'
import { Logo } from '@/components/logo'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { setupStatusQueryOptions } from '@/features/auth/api'
import { SetupForm } from '@/features/auth/components/setup-form'
import { SignInForm } from '@/features/auth/components/sign-in-form'
import { es } from '@/i18n/es'
import { useDocumentTitle } from '@/lib/use-document-title'

export const Route = createFileRoute('/signin')({
  // The loader goes with the page's chunk (the sign-in API, its schemas and toasts), not into the entry that the
  // landing page loads too (issue 16).
  codeSplitGroupings: [['loader', 'component']],
  beforeLoad: ({ context }) => {
    if (context.auth.getState().status === 'authenticated') throw redirect({ to: '/dashboard' })
  },
  // Know whether this is a brand-new installation before showing a form. A failed check is not fatal:
  // the sign-in form shows, as it does on every installation that already has accounts.
  loader: ({ context }) => context.queryClient.prefetchQuery(setupStatusQueryOptions()),
  component: SignInPage,
})

const t = es.auth.signin

function SignInPage() {
  const navigate = useNavigate()
  const { data: setup } = useQuery(setupStatusQueryOptions())
  const [setupTaken, setSetupTaken] = useState(false)
  const firstRun = setup?.needed === true
  useDocumentTitle(firstRun ? es.titles.setup : es.titles.signin)
  const goToDashboard = () => navigate({ to: '/dashboard' })
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <div className="relative hidden overflow-hidden bg-linear-to-br from-[#123d42] via-[#1d5c63] to-[#a9561d] lg:flex lg:flex-col lg:justify-end lg:p-12">
        <div aria-hidden className="absolute -top-24 -left-24 size-96 rounded-full bg-[#e8a05c]/30 blur-3xl" />
        <div aria-hidden className="absolute right-0 bottom-0 size-[28rem] rounded-full bg-[#f6e2c4]/20 blur-3xl" />
        <div className="relative max-w-md text-white">
          <p className="text-3xl leading-tight font-semibold">{t.panelTitle}</p>
          <p className="mt-3 text-lg text-white/85">{t.panelText}</p>
        </div>
      </div>
      <main className="flex items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-md font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
          >
            <ArrowLeftIcon className="size-5" aria-hidden />
            {t.backHome}
          </Link>
          <div className="mt-8 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
            <Logo className="text-primary" />
            <h1 className="mt-6 text-3xl font-semibold">{firstRun ? es.auth.setup.heading : t.heading}</h1>
            <p className="mt-2 text-muted-foreground">{firstRun ? es.auth.setup.subtitle : t.subtitle}</p>
            <div className="mt-8 grid gap-5">
              {firstRun ? (
                <SetupForm onSignedUp={goToDashboard} onSetupTaken={() => setSetupTaken(true)} />
              ) : (
                <>
                  {setupTaken && (
                    <Alert role="status">
                      <InfoIcon aria-hidden />
                      <AlertDescription>{es.auth.setup.taken}</AlertDescription>
                    </Alert>
                  )}
                  <SignInForm onSignedIn={goToDashboard} />
                </>
              )}
            </div>
          </div>
        </div>
      </main>
    </div>
  )
}
