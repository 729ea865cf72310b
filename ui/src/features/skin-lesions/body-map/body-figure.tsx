import { useId } from 'react'
import type * as React from 'react'
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  REGION_AREAS,
  round,
  SILHOUETTE,
  type LesionView,
  type Shape,
} from '@/features/skin-lesions/body-map/body-regions'
import { es } from '@/i18n/es'
import { cn } from '@/lib/utils'

const t = es.skinLesions

/** A lesion shown on the figure: its number (as on its card) where it is. */
export type Marker = { key: string; n: number; x: number; y: number }

type BodyFigureProps = {
  view: LesionView
  markers?: readonly Marker[]
  /** The point being placed (the form's), drawn as a pin. */
  picked?: { x: number; y: number } | null
  /** The region to show shaded (the form's). */
  highlight?: string
  /** Makes the figure tappable: called with the point tapped, 0–1 across and down. */
  onPick?: (x: number, y: number) => void
  className?: string
}

function ShapeOf({ shape, ...props }: { shape: Shape } & React.SVGProps<SVGEllipseElement & SVGRectElement>) {
  return shape.kind === 'ellipse' ? (
    <ellipse cx={shape.cx} cy={shape.cy} rx={shape.rx} ry={shape.ry} {...props} />
  ) : (
    <rect x={shape.x} y={shape.y} width={shape.w} height={shape.h} rx={4} {...props} />
  )
}

/** The figure's outline: drawn once stroked and once filled over it, so that the parts join into one shape. */
function Silhouette() {
  const { head, body, arms } = SILHOUETTE
  const parts = (
    <>
      <ellipse cx={head.cx} cy={head.cy} rx={head.rx} ry={head.ry} />
      <path d={body} />
      {arms.map((d) => (
        <path key={d} d={d} />
      ))}
    </>
  )
  return (
    <>
      <g fill="none" stroke="var(--color-muted-foreground)" strokeWidth={3} strokeLinejoin="round">
        {parts}
      </g>
      <g fill="var(--color-muted)">{parts}</g>
    </>
  )
}

/**
 * One figure of the body map (front or back), an inline SVG: the outline, the resident's right and left marked
 * beside it, the lesions as numbered markers, and, when it takes taps, the point being placed and its region
 * shaded. The tap is read from where the finger lands on the drawn box.
 */
export function BodyFigure({ view, markers = [], picked, highlight, onPick, className }: BodyFigureProps) {
  const titleId = useId()
  // The resident's right is on the reader's left on the front figure, on the reader's right on the back one.
  const [readerLeft, readerRight] = view === 'anterior' ? [t.map.right, t.map.left] : [t.map.left, t.map.right]

  function pick(event: React.MouseEvent<SVGSVGElement>) {
    if (!onPick) return
    const box = event.currentTarget.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return
    const x = (event.clientX - box.left) / box.width
    const y = (event.clientY - box.top) / box.height
    if (x < 0 || x > 1 || y < 0 || y > 1) return
    onPick(round(x), round(y))
  }

  return (
    <figure className={cn('grid min-w-0 justify-items-center gap-1', className)}>
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        aria-labelledby={titleId}
        role="img"
        data-view={view}
        className={cn('block h-auto w-full select-none', onPick && 'cursor-crosshair touch-manipulation')}
        style={{ aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }}
        onClick={pick}
      >
        <title id={titleId}>{t.viewFigures[view]}</title>
        <Silhouette />
        {highlight &&
          REGION_AREAS.filter((area) => area.id === highlight && area.view === view).map((area) => (
            <ShapeOf
              key={area.id}
              shape={area.shape}
              fill="var(--color-primary)"
              fillOpacity={0.22}
              stroke="var(--color-primary)"
              strokeWidth={1.5}
              data-region={area.id}
            />
          ))}
        <g fontSize={13} fill="var(--color-muted-foreground)" aria-hidden>
          <text x={4} y={MAP_HEIGHT - 6}>
            {readerLeft}
          </text>
          <text x={MAP_WIDTH - 4} y={MAP_HEIGHT - 6} textAnchor="end">
            {readerRight}
          </text>
        </g>
        {markers.map((marker) => (
          <g key={marker.key} data-marker={marker.n}>
            <circle
              cx={marker.x * MAP_WIDTH}
              cy={marker.y * MAP_HEIGHT}
              r={10}
              fill="var(--color-destructive)"
              stroke="var(--color-card)"
              strokeWidth={2}
            />
            <text
              x={marker.x * MAP_WIDTH}
              y={marker.y * MAP_HEIGHT}
              dy="0.35em"
              textAnchor="middle"
              fontSize={12}
              fontWeight={700}
              fill="var(--color-destructive-foreground)"
            >
              {marker.n}
            </text>
          </g>
        ))}
        {picked && (
          <g data-picked="" pointerEvents="none">
            <circle
              cx={picked.x * MAP_WIDTH}
              cy={picked.y * MAP_HEIGHT}
              r={11}
              fill="none"
              stroke="var(--color-destructive)"
              strokeWidth={2.5}
            />
            <circle cx={picked.x * MAP_WIDTH} cy={picked.y * MAP_HEIGHT} r={4} fill="var(--color-destructive)" />
          </g>
        )}
      </svg>
      <figcaption className="text-sm font-medium text-muted-foreground">{t.views[view]}</figcaption>
    </figure>
  )
}
