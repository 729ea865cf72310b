import { TriangleAlertIcon } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button-variants'
import { es } from '@/i18n/es/public'

type ErrorScreenProps = { error: unknown }

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack || `${error.name}: ${error.message}`
  try {
    return JSON.stringify(error, null, 2)
  } catch {
    return String(error)
  }
}

/** The global error screen, used as the router's default error component. */
export function ErrorScreen({ error }: ErrorScreenProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div role="alert" className="w-full max-w-xl rounded-xl border bg-card p-8 text-center shadow-sm">
        <TriangleAlertIcon className="mx-auto size-12 text-destructive" aria-hidden />
        <h1 className="mt-4 text-3xl font-semibold">{es.errorScreen.title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{es.errorScreen.description}</p>
        {/* The button's look without <Button>: the entry, which holds this screen, downloads no class merger. */}
        <button type="button" className={buttonVariants({ className: 'mt-6' })} onClick={() => window.location.reload()}>
          {es.errorScreen.reload}
        </button>
        <details className="mt-6 text-left">
          <summary className="cursor-pointer font-medium">{es.errorScreen.details}</summary>
          <pre className="mt-3 max-h-64 overflow-auto rounded-md bg-muted p-3 text-sm whitespace-pre-wrap">
            {describe(error)}
          </pre>
        </details>
      </div>
    </main>
  )
}
