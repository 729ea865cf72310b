import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { BowelDay } from '@/features/daily-registers/chart-data'
import { es } from '@/i18n/es'

const t = es.dailyRegisters.bowel.chart

/** The stools of each of the last days; loaded lazily with the charting library. */
export function BowelChart({ days }: { days: BowelDay[] }) {
  return (
    <div className="h-44 w-full sm:h-52" data-testid="bowel-chart">
      <ResponsiveContainer initialDimension={{ width: 560, height: 208 }}>
        <BarChart data={days} margin={{ top: 12, right: 16, bottom: 4, left: 0 }} title={t.label}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis dataKey="label" stroke="var(--color-muted-foreground)" fontSize={12} minTickGap={8} />
          <YAxis allowDecimals={false} width={32} stroke="var(--color-muted-foreground)" fontSize={13} />
          <Bar dataKey="stools" name={t.stools} fill="var(--color-primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
