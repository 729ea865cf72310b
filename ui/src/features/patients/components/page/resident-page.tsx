import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ChevronLeftIcon } from 'lucide-react'
import type * as React from 'react'
import { LoadError } from '@/components/load-error'
import { HospitalSection } from '@/features/hospital/components/hospital-section'
import { residentQueryOptions } from '@/features/patients/api'
import { ResidentProvider } from '@/features/patients/components/page/resident-context'
import { ResidentHeader } from '@/features/patients/components/page/resident-header'
import { ResidentNotFound, ResidentPageLoading } from '@/features/patients/components/page/resident-page-states'
import { ResidentTabNav } from '@/features/patients/components/page/resident-tab-nav'
import { rememberedListSearch } from '@/features/patients/list-return'
import { es } from '@/i18n/es'
import { isApiError } from '@/lib/api'
import { useDocumentTitle } from '@/lib/use-document-title'

const t = es.residentPage

/** A resident that does not exist answers 404 (a malformed id, 400). */
function isMissing(error: unknown) {
  return isApiError(error) && (error.status === 404 || error.status === 400)
}

/**
 * The resident's clinical page (DESIGN 8): a link back to the list, who the resident is (with the
 * allergies, always), what must be seen on every section (`banner`: the active restraints, given by the
 * route from their own feature), the sections as links, and the open section (`children`, the route's outlet).
 */
export function ResidentPage({
  residentId,
  banner,
  children,
}: {
  residentId: string
  banner?: React.ReactNode
  children: React.ReactNode
}) {
  const resident = useQuery(residentQueryOptions(residentId))
  useDocumentTitle(resident.data ? t.title(resident.data.name) : es.titles.patients)

  function body() {
    // Once loaded, the page stays even if a background refresh fails: nothing typed in a tab is lost.
    if (resident.data) {
      return (
        <ResidentProvider value={resident.data}>
          <ResidentHeader resident={resident.data} />
          <HospitalSection resident={resident.data} />
          {banner}
          <ResidentTabNav residentId={residentId} />
          <div className="min-w-0">{children}</div>
        </ResidentProvider>
      )
    }
    if (resident.isError && isMissing(resident.error)) return <ResidentNotFound />
    if (resident.isError) {
      return <LoadError what={t.loadError} error={resident.error} onRetry={() => void resident.refetch()} />
    }
    return <ResidentPageLoading />
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <Link
        to="/patients"
        search={rememberedListSearch()}
        className="inline-flex h-11 items-center gap-1 justify-self-start rounded-md pr-3 font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/70"
      >
        <ChevronLeftIcon className="size-5" aria-hidden />
        {t.back}
      </Link>
      {body()}
    </div>
  )
}
