import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import { clockOf, type FluidPoint } from '@/features/daily-registers/chart-data'
import { es } from '@/i18n/es'
import { formatDecimal } from '@/lib/numbers'

const t = es.dailyRegisters.fluids.chart

const HOURS = [0, 240, 480, 720, 960, 1200, 1440]

/** The day's drinks accumulated, a step at each, against the target line and the 16:00 check; loaded lazily. */
export function FluidsChart({ points, targetMl }: { points: FluidPoint[]; targetMl: number }) {
  const top = Math.max(targetMl, ...points.map((p) => p.total)) * 1.1
  return (
    <div className="h-48 w-full sm:h-56" data-testid="fluids-chart">
      <ResponsiveContainer initialDimension={{ width: 560, height: 224 }}>
        <LineChart data={points} margin={{ top: 12, right: 16, bottom: 4, left: 0 }} title={t.label}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
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
            domain={[0, Math.ceil(top / 100) * 100]}
            tickFormatter={(ml: number) => formatDecimal(ml)}
            width={48}
            stroke="var(--color-muted-foreground)"
            fontSize={13}
          />
          <ReferenceLine
            y={targetMl}
            stroke="var(--color-success)"
            strokeDasharray="6 4"
            label={{ value: `${t.target} ${targetMl} ml`, position: 'insideTopLeft', fontSize: 12, fill: 'var(--color-success)' }}
          />
          <ReferenceLine
            x={960}
            stroke="var(--color-warm)"
            strokeDasharray="3 3"
            label={{ value: t.check, position: 'insideTopRight', fontSize: 12 }}
          />
          <Line
            dataKey="total"
            name={t.accumulated}
            type="stepAfter"
            stroke="var(--color-primary)"
            strokeWidth={2.5}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  )
}
