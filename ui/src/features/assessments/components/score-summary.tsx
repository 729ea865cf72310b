import { BandBadge } from '@/components/band-badge'
import type { Scale } from '@/features/assessments/schemas'
import type { LiveScore } from '@/features/assessments/score'
import { es } from '@/i18n/es'
import { formatDecimal } from '@/lib/numbers'

const t = es.assessments.form

/**
 * The score while answering, "Puntuación 65 de 100 · Dependencia moderada", and how many items are still
 * unanswered (the score is provisional until none is). Read out politely as it changes.
 */
export function ScoreSummary({ scale, live }: { scale: Scale; live: LiveScore }) {
  return (
    <div role="status" aria-live="polite" aria-atomic className="grid gap-1">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-lg font-semibold" data-testid="live-score">
        <span className="tabular-nums">{t.score(formatDecimal(live.score), formatDecimal(scale.max))}</span>
        {live.band && (
          <>
            {' '}
            <span aria-hidden className="text-muted-foreground">
              ·
            </span>{' '}
            <BandBadge label={live.band.label} severity={live.band.severity} />
          </>
        )}
      </p>
      <p className={live.complete ? 'text-sm text-success' : 'text-sm text-muted-foreground'}>
        {live.complete ? t.allAnswered : t.unanswered(live.unanswered)}
      </p>
    </div>
  )
}
