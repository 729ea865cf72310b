import { CartesianGrid, Line, LineChart, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { Scale, Severity } from '@/features/assessments/schemas'
import { es } from '@/i18n/es'
import { formatDecimal } from '@/lib/numbers'

const t = es.assessments.history

/** One assessment on the chart, oldest first. */
export type TrendPoint = { key: string; day: string; score: number; band: string; severity: Severity }

const COLOR: Record<Severity, string> = {
  none: 'var(--color-success)',
  low: 'var(--color-primary)',
  medium: 'var(--color-warm)',
  high: 'var(--color-destructive)',
}

type DotProps = { cx?: number; cy?: number; index?: number; payload?: TrendPoint }

/** An assessment: a dot in its band's colour; a high-risk one larger, in a ring (not told by colour alone). */
function ScoreDot({ cx, cy, index, payload }: DotProps) {
  if (cx === undefined || cy === undefined || !payload) return <g key={index} />
  const color = COLOR[payload.severity]
  if (payload.severity !== 'high') return <circle key={index} cx={cx} cy={cy} r={4} fill={color} data-severity={payload.severity} />
  return (
    <g key={index} data-severity="high">
      <circle cx={cx} cy={cy} r={9} fill="none" stroke={color} strokeWidth={1.5} />
      <circle cx={cx} cy={cy} r={5} fill={color} stroke="var(--color-card)" strokeWidth={1.5} />
    </g>
  )
}

function PointTooltip({ point, max }: { point: TrendPoint | undefined; max: number }) {
  if (!point) return null
  return (
    <div className="grid gap-0.5 rounded-lg border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
      <span className="text-muted-foreground">{point.day}</span>
      <span className="font-semibold tabular-nums">{t.scoreOf(formatDecimal(point.score), formatDecimal(max))}</span>
      <span>{point.band}</span>
    </div>
  )
}

/**
 * A scale's scores over time, over its high-risk bands shaded red; loaded lazily with the charting library
 * (the same as the vitals' chart). Its text alternative is the figure's caption.
 */
export function TrendChart({ scale, points }: { scale: Pick<Scale, 'name' | 'min' | 'max' | 'bands'>; points: TrendPoint[] }) {
  return (
    <div className="h-40 w-full sm:h-48">
      <ResponsiveContainer initialDimension={{ width: 560, height: 192 }}>
        <LineChart data={points} margin={{ top: 12, right: 16, bottom: 4, left: 0 }} title={scale.name}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          {scale.bands
            .filter((band) => band.severity === 'high')
            .map((band) => (
              <ReferenceArea
                key={`${band.from}-${band.to}`}
                y1={band.from}
                y2={band.to}
                fill="var(--color-destructive)"
                fillOpacity={0.06}
                ifOverflow="hidden"
              />
            ))}
          <XAxis dataKey="day" stroke="var(--color-muted-foreground)" fontSize={13} minTickGap={12} />
          <YAxis
            domain={[scale.min, scale.max]}
            allowDecimals={false}
            tickFormatter={(value: number) => formatDecimal(value)}
            width={40}
            stroke="var(--color-muted-foreground)"
            fontSize={13}
          />
          <Tooltip
            content={({ active, payload }) => (
              <PointTooltip point={active ? (payload[0]?.payload as TrendPoint | undefined) : undefined} max={scale.max} />
            )}
          />
          <Line
            dataKey="score"
            name={t.chart.score}
            type="linear"
            stroke="var(--color-primary)"
            strokeWidth={2}
            dot={ScoreDot}
            activeDot={{ r: 6 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  )
}
