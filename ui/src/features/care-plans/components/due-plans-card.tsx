import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ClipboardCheckIcon } from 'lucide-react'
import { ShiftTileContent, shiftTileClassName, tileValue } from '@/components/shift-tile'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { carePlanStatusQueryOptions } from '@/features/care-plans/api/care-plan-status'
import { countByState } from '@/features/care-plans/components/status/share'
import { es } from '@/i18n/es'

const t = es.carePlans.dashboard

/**
 * The dashboard's care plans due (issue 27), for those who write or approve them: how many are overdue and how
 * many are due within 15 days, each opening «Planes de atención» filtered by that state.
 */
export function DuePlansCard() {
  const status = useQuery(carePlanStatusQueryOptions())
  const counts = status.data ? countByState(status.data) : undefined
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ClipboardCheckIcon className="size-5 text-primary" aria-hidden />
          {t.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-3">
        <Link
          to="/care-plans"
          search={{ estado: 'vencido' }}
          title={t.toOverdue}
          className={shiftTileClassName(counts?.vencido ? 'danger' : 'plain')}
        >
          <ShiftTileContent label={t.overdue} value={tileValue(counts?.vencido, status.isError)} />
        </Link>
        <Link
          to="/care-plans"
          search={{ estado: 'vence-pronto' }}
          title={t.toDueSoon}
          className={shiftTileClassName(counts?.['vence-pronto'] ? 'warning' : 'plain')}
        >
          <ShiftTileContent label={t.dueSoon} value={tileValue(counts?.['vence-pronto'], status.isError)} />
        </Link>
      </CardContent>
    </Card>
  )
}
