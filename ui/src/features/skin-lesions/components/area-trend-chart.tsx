import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { AreaPoint } from '@/features/skin-lesions/lesion-text'
import { es } from '@/i18n/es'
import { formatDecimal } from '@/lib/numbers'

const t = es.skinLesions.trend

function PointTooltip({ point }: { point: AreaPoint | undefined }) {
  if (!point) return null
  return (
    <div className="grid gap-0.5 rounded-lg border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
      <span className="text-muted-foreground">{point.day}</span>
      <span className="font-semibold tabular-nums">{t.area(formatDecimal(point.area))}</span>
    </div>
  )
}

/**
 * A lesion's area (length × width) over time, from when it was found; loaded lazily with the charting library,
 * like the other charts. Its text alternative is the figure's caption.
 */
export function AreaTrendChart({ points }: { points: AreaPoint[] }) {
  return (
    <div className="h-32 w-full @md:h-36">
      <ResponsiveContainer initialDimension={{ width: 360, height: 128 }}>
        <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} title={t.title}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis dataKey="day" stroke="var(--color-muted-foreground)" fontSize={12} minTickGap={16} />
          <YAxis
            domain={[0, 'auto']}
            tickFormatter={(value: number) => formatDecimal(value, { maxDecimals: 1 })}
            width={36}
            stroke="var(--color-muted-foreground)"
            fontSize={12}
          />
          <Tooltip
            content={({ active, payload }) => (
              <PointTooltip point={active ? (payload[0]?.payload as AreaPoint | undefined) : undefined} />
            )}
          />
          <Line
            type="monotone"
            dataKey="area"
            stroke="var(--color-primary)"
            strokeWidth={2}
            dot={{ r: 3, fill: 'var(--color-primary)' }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  )
}
