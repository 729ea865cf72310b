import { useId } from 'react'
import type * as React from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { careSettingsShare, FIGURES, formatFigure, formatShare, GNEAUPP } from '@/features/indicators/figures'
import type { FigureKey, Figures } from '@/features/indicators/schemas'
import { es } from '@/i18n/es'

const t = es.indicators

type FigureCardsProps = {
  /** The period's figures; undefined while they load. */
  figures: Figures | undefined
  /** The period's last counted day, dd/mm/yyyy: the day of the point figures. */
  lastDay: string
}

/** A card for each figure: its value, what it counts, and for the ulcers the GNEAUPP 2017 reference. */
export function FigureCards({ figures, lastDay }: FigureCardsProps) {
  return (
    <section aria-label={t.figuresLabel} className="grid grid-cols-1 gap-3 @md:grid-cols-2 @4xl:grid-cols-3">
      {FIGURES.map(({ key, kind, onLastDay }) => (
        <FigureCard key={key} figure={key} value={figures ? formatFigure(kind, figures[key]) : undefined}
          day={onLastDay ? t.period.lastDay(lastDay) : undefined}>
          {key === 'ulcerPrevalence' && <Reference>{t.gneaupp.ulcers(formatShare(GNEAUPP.ulcerPrevalence))}</Reference>}
        </FigureCard>
      ))}
      <FigureCard figure="ulcerIncidence" value={figures ? String(totalIncidence(figures)) : undefined}>
        {figures && (
          <>
            <p className="text-sm">
              {t.incidence(figures.ulcerIncidence.residencia, figures.ulcerIncidence.domicilio, figures.ulcerIncidence.hospital)}
            </p>
            <Reference>
              {t.gneaupp.careSettings(
                formatFigure('share', careSettingsShare(figures.ulcerIncidence)),
                formatShare(GNEAUPP.careSettings),
              )}
            </Reference>
          </>
        )}
      </FigureCard>
    </section>
  )
}

function totalIncidence(figures: Figures) {
  const { residencia, domicilio, hospital } = figures.ulcerIncidence
  return residencia + domicilio + hospital
}

type FigureCardProps = {
  figure: FigureKey | 'ulcerIncidence'
  value: string | undefined
  /** "el 31/10/2026" for a figure of the last day. */
  day?: string
  children?: React.ReactNode
}

function FigureCard({ figure, value, day, children }: FigureCardProps) {
  const id = useId()
  const { label, help } = t.figures[figure]
  return (
    <article aria-labelledby={id} data-figure={figure} className="grid content-start gap-1 rounded-xl border bg-card p-4 shadow-sm">
      <h3 id={id} className="font-medium text-muted-foreground">
        {label}
      </h3>
      {value === undefined ? (
        <Skeleton className="h-9 w-24" />
      ) : (
        <p className="text-3xl leading-tight font-semibold tabular-nums">
          {value}
          {day && <span className="ml-1 text-sm font-normal text-muted-foreground"> {day}</span>}
        </p>
      )}
      <p className="text-sm text-muted-foreground">{help}</p>
      {children}
    </article>
  )
}

function Reference({ children }: { children: React.ReactNode }) {
  return <p className="text-sm font-medium text-primary">{children}</p>
}
