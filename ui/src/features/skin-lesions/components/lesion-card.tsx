import type * as React from 'react'
import { Badge } from '@/components/ui/badge'
import { AreaTrend } from '@/features/skin-lesions/components/area-trend'
import {
  areaOf,
  daysBetween,
  latestCategory,
  latestSize,
  lesionTitle,
  regionName,
  sizeText,
} from '@/features/skin-lesions/lesion-text'
import type { Evolution, SkinLesion } from '@/features/skin-lesions/schemas'
import { es } from '@/i18n/es'
import { formatDate, todayISO } from '@/lib/dates'
import { formatDecimal } from '@/lib/numbers'
import { cn } from '@/lib/utils'

const t = es.skinLesions

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="break-words whitespace-pre-line">{children || '—'}</dd>
    </div>
  )
}

/** What an evolution says of the wound: size and area, category, bed and exudate. */
function evolutionFacts(evolution: Evolution) {
  return [
    `${sizeText(evolution)} (${t.trend.area(formatDecimal(areaOf(evolution)))})`,
    t.categories[evolution.category],
    t.beds[evolution.bed],
    t.exudates[evolution.exudate],
  ]
    .filter(Boolean)
    .join(' · ')
}

function EvolutionItem({ evolution }: { evolution: Evolution }) {
  return (
    <li className="grid gap-1 rounded-md border-l-4 border-muted p-2">
      <span className="text-sm text-muted-foreground">
        {t.card.evolutionBy(formatDate(evolution.date), evolution.createdByName)}
      </span>
      <span>{evolutionFacts(evolution)}</span>
      {evolution.note && <span className="break-words whitespace-pre-line">{evolution.note}</span>}
      {evolution.photo && (
        <a href={evolution.photo} target="_blank" rel="noopener" className="justify-self-start rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none">
          <img
            src={evolution.photoThumb || evolution.photo}
            alt={t.card.photoAlt(formatDate(evolution.date))}
            className="size-24 rounded-md border object-cover"
            loading="lazy"
          />
        </a>
      )}
    </li>
  )
}

type LesionCardProps = {
  lesion: SkinLesion
  /** Its number on the body map (open lesions). */
  n?: number
  /** The buttons that act on it (Evolución, Cerrar, Anular), by permission. */
  actions?: React.ReactNode
}

/**
 * One lesion of the register: its number on the map, type and category, where it is and where it arose, how
 * long it has been open, its latest size and evolution, the trend of its area, and every evolution.
 */
export function LesionCard({ lesion, n, actions }: LesionCardProps) {
  const open = lesion.status === 'open'
  const title = lesionTitle({ type: lesion.type, category: latestCategory(lesion) })
  const region = regionName(lesion)
  const size = latestSize(lesion)
  const latest = lesion.evolution.at(-1)
  const days = daysBetween(lesion.detectedAt, open ? todayISO() : lesion.closedAt)
  const category = latestCategory(lesion)
  return (
    <article
      id={`lesion-${lesion._id}`}
      aria-label={n ? t.card.label(n, title, region) : t.card.closedLabel(title, region)}
      className={cn('grid min-w-0 content-start gap-4 rounded-xl border bg-card p-4 shadow-sm @md:p-5', !open && 'bg-muted/40')}
    >
      <header className="flex min-w-0 items-start gap-3">
        {n !== undefined && (
          <span
            aria-hidden
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-destructive text-lg font-bold text-destructive-foreground"
          >
            {n}
          </span>
        )}
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold break-words">{t.types[lesion.type]}</h3>
            {category && <Badge variant={['III', 'IV', 'no-estadiable', 'tejido-profundo'].includes(category) ? 'destructive' : 'warning'}>{t.categories[category]}</Badge>}
            <Badge variant="outline">{t.originText[lesion.origin]}</Badge>
          </div>
          <p className="font-medium">{region}</p>
          <p className="text-sm text-muted-foreground">
            {t.card.detected(formatDate(lesion.detectedAt))} ·{' '}
            {open
              ? days <= 0
                ? t.card.today
                : t.card.daysOpen(days)
              : t.card.closedOn(formatDate(lesion.closedAt), lesion.closedByName, days)}
          </p>
        </div>
      </header>
      <dl className="grid gap-3 @md:grid-cols-2">
        <Detail term={t.card.size}>
          {sizeText(size)} · {t.trend.area(formatDecimal(areaOf(size)))}
        </Detail>
        <Detail term={`${t.card.bed} · ${t.card.exudate}`}>
          {[t.beds[latest?.bed ?? lesion.bed], t.exudates[latest?.exudate ?? lesion.exudate]].filter(Boolean).join(' · ')}
        </Detail>
        <Detail term={t.card.infection}>
          <span className={cn(lesion.infection && 'font-semibold text-destructive')}>{lesion.infection ? t.card.yes : t.card.no}</span>
        </Detail>
        <Detail term={t.card.surface}>{lesion.surface}</Detail>
        <Detail term={t.card.treatment}>{lesion.treatment}</Detail>
        <Detail term={t.card.recordedBy}>{lesion.createdByName}</Detail>
        {!open && lesion.closeNote && <Detail term={t.card.closeNote}>{lesion.closeNote}</Detail>}
      </dl>
      {open && (
        <section className="grid gap-2" aria-label={t.card.lastEvolution}>
          <h4 className="font-semibold">{t.card.lastEvolution}</h4>
          {latest ? (
            <ul className="grid">
              <EvolutionItem evolution={latest} />
            </ul>
          ) : (
            <p className="text-muted-foreground">{t.card.noEvolution}</p>
          )}
        </section>
      )}
      <AreaTrend lesion={lesion} />
      {lesion.evolution.length > (open ? 1 : 0) && (
        <details className="group grid gap-2">
          <summary className="flex min-h-11 cursor-pointer items-center rounded-md font-medium text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70">
            {t.card.history} ({t.card.evolutions(lesion.evolution.length)})
          </summary>
          <ul className="grid gap-2">
            {[...lesion.evolution].reverse().map((evolution) => (
              <EvolutionItem key={evolution._id} evolution={evolution} />
            ))}
          </ul>
        </details>
      )}
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </article>
  )
}
