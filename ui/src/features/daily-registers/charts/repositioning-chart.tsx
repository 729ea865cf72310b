import { CartesianGrid, ResponsiveContainer, Scatter, ScatterChart, XAxis, YAxis } from 'recharts'
import { clockOf, type ChangePoint } from '@/features/daily-registers/chart-data'
import { positionLabel } from '@/features/daily-registers/format'
import { POSITIONS } from '@/features/daily-registers/schemas'
import { es } from '@/i18n/es'

const t = es.dailyRegisters.repositioning.chart

const HOURS = [0, 240, 480, 720, 960, 1200, 1440]

type ShapeProps = { cx?: number; cy?: number; payload?: ChangePoint }

/** A change: a dot; one with the skin not as it should be, a ring (not told by colour alone). */
function ChangeShape({ cx, cy, payload }: ShapeProps) {
  if (cx === undefined || cy === undefined || !payload) return <g />
  if (payload.skinOk) return <circle cx={cx} cy={cy} r={6} fill="var(--color-primary)" />
  return (
    <g data-skin="alterada">
      <circle cx={cx} cy={cy} r={9} fill="none" stroke="var(--color-warm)" strokeWidth={2} />
      <circle cx={cx} cy={cy} r={5} fill="var(--color-warm)" />
    </g>
  )
}

/** The day's changes by hour and position; loaded lazily with the charting library. */
export function RepositioningChart({ points }: { points: ChangePoint[] }) {
  return (
    <div className="h-44 w-full sm:h-52" data-testid="repositioning-chart">
      <ResponsiveContainer initialDimension={{ width: 560, height: 208 }}>
        <ScatterChart margin={{ top: 12, right: 16, bottom: 4, left: 8 }} title={t.label}>
          <CartesianGrid stroke="var(--color-border)" />
          <XAxis
            dataKey="minute"
            type="number"
            domain={[0, 1440]}
            ticks={HOURS}
            tickFormatter={(minute: number) => clockOf(minute)}
            stroke="var(--color-muted-foreground)"
            fontSize={13}
          />
          <YAxis
            dataKey="row"
            type="number"
            domain={[-0.5, POSITIONS.length - 0.5]}
            ticks={POSITIONS.map((_, i) => i)}
            tickFormatter={(row: number) => positionLabel(POSITIONS[row] ?? '')}
            width={112}
            stroke="var(--color-muted-foreground)"
            fontSize={12}
          />
          <Scatter data={points} shape={ChangeShape} isAnimationActive={false} />
        </ScatterChart>
      </ResponsiveContainer>
    </div>
  )
}
