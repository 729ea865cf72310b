import { LightbulbIcon } from 'lucide-react'
import type { NeedSource, PlanContext } from '@/features/care-plans/schemas'
import { es } from '@/i18n/es'

const t = es.carePlans.editor

/** The scale's name as the starting data names it, or its id when that scale is no longer listed there. */
export function scaleName(scale: string, context: PlanContext | null) {
  return context?.scales.find((known) => known.scale === scale)?.scaleName || scale.toUpperCase()
}

/** Where a suggested need came from: «Escala de Braden: 12 puntos · Riesgo alto». */
export function SourceTag({ source, context }: { source: NeedSource; context: PlanContext | null }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <LightbulbIcon className="size-4 shrink-0 text-primary" aria-hidden />
      <span className="font-medium">{t.suggested}:</span>
      <span>{t.source(scaleName(source.scale, context), source.score, source.band)}</span>
    </p>
  )
}
