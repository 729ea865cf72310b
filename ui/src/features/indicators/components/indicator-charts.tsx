import { useId } from 'react'
import type * as React from 'react'
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { FIGURES, type FigureKind, formatFigure, formatShare, GNEAUPP } from '@/features/indicators/figures'
import { shortMonth } from '@/features/indicators/period'
import type { FigureKey, MonthFigures } from '@/features/indicators/schemas'
import { es } from '@/i18n/es'
import { formatDecimal } from '@/lib/numbers'

const t = es.indicators

/** A month on a chart: its axis label and each figure (shares as percentages, null where nobody was present). */
type Point = { month: string; label: string } & Record<string, number | null | string>

/**
 * The previous 12 months of each figure, one small chart each (loaded lazily with the charting library, like
 * the vitals' chart): counts as bars, rates and shares as lines; the ulcers' prevalence with the GNEAUPP 2017
 * reference line. Each chart's text alternative is its caption.
 */
export function IndicatorCharts({ months }: { months: readonly MonthFigures[] }) {
  const points: Point[] = months.map((m) => {
    const point: Point = { month: m.month, label: shortMonth(m.month), ...m.ulcerIncidence }
    for (const { key, kind } of FIGURES) point[key] = kind === 'share' && m[key] !== null ? 100 * m[key] : m[key]
    return point
  })
  return (
    <div className="grid grid-cols-1 gap-3 @lg:grid-cols-2 @4xl:grid-cols-3">
      {FIGURES.map(({ key, kind }) => (
        <MonthChart key={key} figure={key} kind={kind} points={points} months={months} />
      ))}
      <IncidenceChart points={points} months={months} />
    </div>
  )
}

type MonthChartProps = { figure: FigureKey; kind: FigureKind; points: Point[]; months: readonly MonthFigures[] }

function MonthChart({ figure, kind, points, months }: MonthChartProps) {
  const label = t.figures[figure].label
  const first = months[0]?.[figure] ?? null
  const last = months.at(-1)?.[figure] ?? null
  const reference = figure === 'ulcerPrevalence' ? 100 * GNEAUPP.ulcerPrevalence : undefined
  const tick = (value: number) => (kind === 'share' ? `${formatDecimal(value, { maxDecimals: 1 })} %` : formatDecimal(value))
  const shown = (value: unknown) => formatFigure(kind, typeof value === 'number' ? (kind === 'share' ? value / 100 : value) : null)
  return (
    <ChartFigure label={label} caption={t.chartCaption(label, formatFigure(kind, first), formatFigure(kind, last))}>
      <ResponsiveContainer initialDimension={{ width: 320, height: 160 }}>
        {kind === 'count' ? (
          <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="var(--color-border)" />
            <XAxis dataKey="label" stroke="var(--color-muted-foreground)" fontSize={12} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} tickFormatter={tick} width={44} stroke="var(--color-muted-foreground)" fontSize={12} />
            <Tooltip formatter={(value) => [shown(value), label]} />
            <Bar dataKey={figure} fill="var(--color-primary)" isAnimationActive={false} />
          </BarChart>
        ) : (
          <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="var(--color-border)" />
            <XAxis dataKey="label" stroke="var(--color-muted-foreground)" fontSize={12} interval="preserveStartEnd" />
            <YAxis tickFormatter={tick} width={44} stroke="var(--color-muted-foreground)" fontSize={12}
              domain={reference ? [0, (max: number) => Math.max(max, reference * 1.25)] : [0, 'auto']} />
            <Tooltip formatter={(value) => [shown(value), label]} />
            {reference !== undefined && (
              <ReferenceLine y={reference} stroke="var(--color-warm)" strokeDasharray="6 4"
                label={{ value: `${t.gneaupp.line}: ${formatShare(GNEAUPP.ulcerPrevalence)}`, position: 'insideTopRight', fontSize: 12,
                  fill: 'var(--color-foreground)' }} />
            )}
            <Line dataKey={figure} stroke="var(--color-primary)" strokeWidth={2} dot={{ r: 3 }} connectNulls={false}
              isAnimationActive={false} />
          </LineChart>
        )}
      </ResponsiveContainer>
    </ChartFigure>
  )
}

const ORIGIN_COLORS = { residencia: 'var(--color-destructive)', hospital: 'var(--color-warm)', domicilio: 'var(--color-primary)' } as const

/** The new pressure ulcers of each month, stacked by where they arose. */
function IncidenceChart({ points, months }: { points: Point[]; months: readonly MonthFigures[] }) {
  const label = t.figures.ulcerIncidence.label
  const total = (m: MonthFigures | undefined) => (m ? m.ulcerIncidence.residencia + m.ulcerIncidence.domicilio + m.ulcerIncidence.hospital : null)
  return (
    <ChartFigure label={label} caption={t.chartCaption(label, formatFigure('count', total(months[0])), formatFigure('count', total(months.at(-1))))}>
      <ResponsiveContainer initialDimension={{ width: 320, height: 160 }}>
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis dataKey="label" stroke="var(--color-muted-foreground)" fontSize={12} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} width={44} stroke="var(--color-muted-foreground)" fontSize={12} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {(['residencia', 'hospital', 'domicilio'] as const).map((origin) => (
            <Bar key={origin} dataKey={origin} name={t.origins[origin]} stackId="origin" fill={ORIGIN_COLORS[origin]}
              isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  )
}

function ChartFigure({ label, caption, children }: { label: string; caption: string; children: React.ReactNode }) {
  const id = useId()
  return (
    <figure aria-labelledby={id} className="grid gap-2 rounded-xl border bg-card p-3 shadow-sm">
      <h3 className="font-medium">{label}</h3>
      <div className="h-40 w-full">{children}</div>
      <figcaption id={id} className="text-sm text-muted-foreground">
        {caption}
      </figcaption>
    </figure>
  )
}
