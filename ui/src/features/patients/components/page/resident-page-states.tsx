import { Link } from '@tanstack/react-router'
import { UserRoundXIcon } from 'lucide-react'
import { Skeleton } from '@/components/ui/skeleton'
import { es } from '@/i18n/es'

const t = es.residentPage

/** Placeholders shaped like the page's header, tabs and summary while the resident loads. */
export function ResidentPageLoading() {
  return (
    <div role="status" aria-label={t.loading} className="grid gap-4">
      <Skeleton className="h-36 rounded-xl" />
      <Skeleton className="h-11 rounded-lg" />
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    </div>
  )
}

/** No resident behind this address (deleted, or a mistyped link): say so and lead back to the list. */
export function ResidentNotFound() {
  return (
    <div role="alert" className="mx-auto grid max-w-prose justify-items-center gap-3 py-12 text-center">
      <UserRoundXIcon className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-xl font-semibold">{t.notFoundTitle}</h1>
      <p className="text-muted-foreground">{t.notFound}</p>
      <Link to="/patients" className="font-medium text-primary underline-offset-4 hover:underline">
        {t.back}
      </Link>
    </div>
  )
}
