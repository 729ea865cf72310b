import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { useCurrentUser } from '@/features/auth/auth-context'
import { HandoverPage } from '@/features/handover/components/handover-page'
import { es } from '@/i18n/es'
import { SHIFTS } from '@/lib/shifts'
import { useDocumentTitle } from '@/lib/use-document-title'

const handoverSearchSchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  shift: z.enum(SHIFTS).optional().catch(undefined),
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
