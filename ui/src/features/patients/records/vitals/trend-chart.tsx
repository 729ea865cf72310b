import { CartesianGrid, Line, LineChart, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatDay, formatMeasure, formatReading } from '@/features/patients/records/vitals/format'
import type { VitalMeasure, VitalRange } from '@/features/patients/records/vitals/measures'
import { dayTicks, timeDomain, valueAxis, type TrendPoint } from '@/features/patients/records/vitals/trend'
import { es } from '@/i18n/es'
import { formatDate } from '@/lib/dates'

const t = es.records.vitals

/** At most this many days are labelled on the time axis. */
const MAX_DAY_TICKS = 7

type TrendChartProps = {
  /** The server's description of the measure: its label, unit and what is possible (the axis never passes it). */
  measure: VitalMeasure
  series: TrendPoint[]
  /** The resident's reference range, shaded; undefined while it loads or when it could not be read. */
  range: VitalRange | undefined
}

type DotProps = { cx?: number; cy?: number; index?: number; payload?: TrendPoint }

/** A reading: a small dot, or a larger red dot in a ring when it is out of range (not told by colour alone). */
function ReadingDot({ cx, cy, index, payload }: DotProps) {
  if (cx === undefined || cy === undefined || !payload) return <g key={index} />
  if (!payload.outOfRange) {
    return <circle key={index} cx={cx} cy={cy} r={3.5} fill="var(--color-primary)" data-reading="in-range" />
  }
  return (
    <g key={index} data-reading="out-of-range">
      <circle cx={cx} cy={cy} r={9} fill="none" stroke="var(--color-destructive)" strokeWidth={1.5} />
      <circle cx={cx} cy={cy} r={5} fill="var(--color-destructive)" stroke="var(--color-card)" strokeWidth={1.5} />
    </g>
  )
}

/** The reading under the pointer or the keyboard's focus: when, how much, and whether it is out of range. */
function ReadingTooltip({ point, measure }: { point: TrendPoint | undefined; measure: VitalMeasure }) {
  if (!point) return null
  return (
    <div className="grid gap-0.5 rounded-lg border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
      <span className="text-muted-foreground">{`${formatDate(point.date)} ${point.time}`.trim()}</span>
      <span className="font-semibold tabular-nums">{formatMeasure(measure, point.value)}</span>
      {point.outOfRange && <span className="font-medium text-destructive">{t.chart.legendOut}</span>}
    </div>
  )
}

/**
 * One measure over time: its readings joined by a line over the shaded reference range, out-of-range
 * readings marked. Keyboard users reach the chart with Tab and move between readings with the arrows;
 * its text alternative is the figure's caption.
 */
export function TrendChart({ measure, series, range }: TrendChartProps) {
  const values = valueAxis(series, range, measure)
  return (
    <div className="h-56 w-full sm:h-64">
      <ResponsiveContainer initialDimension={{ width: 640, height: 256 }}>
        <LineChart
          data={series}
          margin={{ top: 12, right: 12, bottom: 4, left: 0 }}
          title={measure.label}
        >
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          {range && (
            <ReferenceArea
              y1={range.min}
              y2={range.max}
              fill="var(--color-success)"
              fillOpacity={0.1}
              stroke="var(--color-success)"
              strokeOpacity={0.35}
              strokeDasharray="4 4"
              ifOverflow="hidden"
            />
          )}
          <XAxis
            dataKey="at"
            type="number"
            scale="time"
            domain={timeDomain(series)}
            ticks={dayTicks(series, MAX_DAY_TICKS)}
            tickFormatter={formatDay}
            minTickGap={12}
            stroke="var(--color-muted-foreground)"
            fontSize={13}
          />
          <YAxis
            domain={values.domain}
            ticks={values.ticks}
            allowDataOverflow
            tickFormatter={formatReading}
            width={44}
            stroke="var(--color-muted-foreground)"
            fontSize={13}
          />
          <Tooltip
            content={({ active, payload }) => (
              <ReadingTooltip
                point={active ? (payload[0]?.payload as TrendPoint | undefined) : undefined}
                measure={measure}
              />
            )}
          />
          <Line
            dataKey="value"
            type="monotone"
            stroke="var(--color-primary)"
            strokeWidth={2}
            dot={ReadingDot}
            activeDot={{ r: 6 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  )
}
