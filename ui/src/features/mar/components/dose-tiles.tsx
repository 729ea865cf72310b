import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ShiftTileContent, shiftTileClassName, tileValue } from '@/components/shift-tile'
import { roundQueryOptions } from '@/features/mar/api'
import { doseCounts } from '@/features/mar/dose-counts'
import { es } from '@/i18n/es'
import { shiftSettingsQueryOptions } from '@/lib/shifts'

const t = es.dashboard.shift

/** The dashboard's dose figures for the current shift (issue 13): due now, late and missed; each opens the round. */
export function DoseTiles() {
  const settings = useQuery(shiftSettingsQueryOptions())
  const current = settings.data?.current
  const round = useQuery({ ...roundQueryOptions({ date: current?.date, shift: current?.shift }), enabled: Boolean(current) })
  const doses = round.data ? doseCounts(round.data) : undefined
  const tiles = [
    { label: t.due, value: doses?.due, tone: 'warning' },
    { label: t.late, value: doses?.late, tone: 'warning' },
    { label: t.missed, value: doses?.missed, tone: 'danger' },
  ] as const
  return tiles.map(({ label, value, tone }) => (
    <Link key={label} to="/medication" title={t.toRound} className={shiftTileClassName(value ? tone : 'plain')}>
      <ShiftTileContent label={label} value={tileValue(value, round.isError || settings.isError)} />
    </Link>
  ))
}
