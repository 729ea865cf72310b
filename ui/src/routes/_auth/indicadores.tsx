import { createFileRoute } from '@tanstack/react-router'
import { IndicatorsPage } from '@/features/indicators/components/indicators-page'
import { es } from '@/i18n/es'
import { optionalText, searchSchema } from '@/lib/search-params'
import { useDocumentTitle } from '@/lib/use-document-title'

/** `?mes=2026-10`, or `?desde=2026-01-01&hasta=2026-06-30`; `&area=` for an area. */
const indicatorsSearchSchema = searchSchema({
  mes: optionalText({ pattern: /^\d{4}-\d{2}$/ }),
  desde: optionalText({ max: 10 }),
  hasta: optionalText({ max: 10 }),
  area: optionalText(),
})

export const Route = createFileRoute('/_auth/indicadores')({
  validateSearch: indicatorsSearchSchema,
  component: IndicatorsRoute,
})

function IndicatorsRoute() {
  useDocumentTitle(es.indicators.documentTitle)
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <IndicatorsPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (current) => ({ ...current, ...patch }), replace: true })}
    />
  )
}
