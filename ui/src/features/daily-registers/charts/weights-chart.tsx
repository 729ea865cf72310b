import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { WeightPoint } from '@/features/daily-registers/chart-data'
import { formatDate } from '@/features/daily-registers/format'
import { es } from '@/i18n/es'
import { formatDecimal } from '@/lib/numbers'

const t = es.dailyRegisters.weights

type DotProps = { cx?: number; cy?: number; index?: number; payload?: WeightPoint }

/** A weight: a dot; one that was a significant loss larger, in a ring (not told by colour alone). */
function WeightDot({ cx, cy, index, payload }: DotProps) {
  if (cx === undefined || cy === undefined || !payload) return <g key={index} />
  if (!payload.loss) return <circle key={index} cx={cx} cy={cy} r={3.5} fill="var(--color-primary)" />
  return (
    <g key={index} data-loss="true">
      <circle cx={cx} cy={cy} r={9} fill="none" stroke="var(--color-destructive)" strokeWidth={1.5} />
      <circle cx={cx} cy={cy} r={5} fill="var(--color-destructive)" stroke="var(--color-card)" strokeWidth={1.5} />
    </g>
  )
}

/** The weights over time (a loss ringed in red); loaded lazily with the charting library. */
export function WeightsChart({ points }: { points: WeightPoint[] }) {
  return (
    <div className="h-48 w-full sm:h-56" data-testid="weights-chart">
      <ResponsiveContainer initialDimension={{ width: 560, height: 224 }}>
        <LineChart data={points} margin={{ top: 12, right: 16, bottom: 4, left: 0 }} title={t.chart.label}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis dataKey="label" stroke="var(--color-muted-foreground)" fontSize={13} minTickGap={16} />
          <YAxis
            domain={[(min: number) => Math.floor(min - 2), (max: number) => Math.ceil(max + 2)]}
            tickFormatter={(kg: number) => formatDecimal(kg)}
            width={44}
            stroke="var(--color-muted-foreground)"
            fontSize={13}
          />
          <Tooltip
            content={({ active, payload }) => {
              const point = active ? (payload[0]?.payload as WeightPoint | undefined) : undefined
              if (!point) return null
              return (
                <div className="grid gap-0.5 rounded-lg border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
                  <span className="text-muted-foreground">{formatDate(point.date)}</span>
                  <span className="font-semibold tabular-nums">{formatDecimal(point.kg, { maxDecimals: 1 })} kg</span>
                  {point.loss && <span>{t.loss}</span>}
                </div>
              )
            }}
          />
          <Line
            dataKey="kg"
            name={t.chart.kg}
            type="linear"
            stroke="var(--color-primary)"
            strokeWidth={2}
            dot={WeightDot}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  )
}
