import { createFileRoute } from '@tanstack/react-router'
import { useCurrentUser } from '@/features/auth/auth-context'
import { HandoverPage } from '@/features/handover/components/handover-page'
import { es } from '@/i18n/es'
import { oneOf, optionalText, searchSchema } from '@/lib/search-params'
import { SHIFTS } from '@/lib/shift-names'
import { useDocumentTitle } from '@/lib/use-document-title'

const handoverSearchSchema = searchSchema({
  date: optionalText({ pattern: /^\d{4}-\d{2}-\d{2}$/ }),
  shift: oneOf(SHIFTS),
})

export const Route = createFileRoute('/_auth/handover')({
  validateSearch: handoverSearchSchema,
  component: HandoverRoute,
})

function HandoverRoute() {
  useDocumentTitle(es.handover.documentTitle)
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const user = useCurrentUser()
  return (
    <HandoverPage
      search={search}
      userId={user._id}
      onSearchChange={(patch) => void navigate({ search: (current) => ({ ...current, ...patch }) })}
    />
  )
}
