import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ShiftTileContent, shiftTileClassName, tileValue } from '@/components/shift-tile'
import { handoverQueryOptions } from '@/features/handover/api'
import { careMissingCount, readingOf } from '@/features/handover/logic'
import { es } from '@/i18n/es'
import { previousShift, shiftSettingsQueryOptions } from '@/lib/shifts'

const t = es.dashboard.shift

/**
 * The dashboard's handover figures (issue 13): whether the user read the previous shift's handover, and
 * how many residents still lack today's care record according to this shift's handover.
 */
export function HandoverTiles({ userId }: { userId: string }) {
  const settings = useQuery(shiftSettingsQueryOptions())
  const current = settings.data?.current
  const previous = current ? previousShift(current.date, current.shift) : undefined
  const lastHandover = useQuery({ ...handoverQueryOptions(previous ?? {}), enabled: Boolean(previous) })
  const thisHandover = useQuery({
    ...handoverQueryOptions({ date: current?.date, shift: current?.shift }),
    enabled: Boolean(current),
  })
  const read = lastHandover.data ? readingOf(lastHandover.data.readBy, userId) : undefined
  const careMissing = thisHandover.data ? careMissingCount(thisHandover.data) : undefined
  return (
    <>
      <Link
        to="/handover"
        search={previous ?? {}}
        title={t.toHandover}
        className={shiftTileClassName(lastHandover.data ? (read ? 'ok' : 'warning') : 'plain')}
      >
        <ShiftTileContent
          label={t.handover}
          value={
            lastHandover.data ? (
              <span className="text-2xl">{read ? t.handoverRead : t.handoverUnread}</span>
            ) : (
              tileValue(undefined, lastHandover.isError || settings.isError)
            )
          }
        />
      </Link>
      <Link to="/handover" title={t.toHandover} className={shiftTileClassName()}>
        <ShiftTileContent
          label={t.careMissing}
          value={tileValue(careMissing, thisHandover.isError || settings.isError)}
          hint={t.careMissingHint}
        />
      </Link>
    </>
  )
}
