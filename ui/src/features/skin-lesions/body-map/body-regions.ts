/**
 * The body map's geometry (issue 28): two figures, front (anterior) and back (posterior), drawn in a 200 × 500
 * box, and the named regions on each as ellipses and rectangles. A point is stored 0–1 across and down the
 * figure; the region of a tapped point is the smallest area holding it (the sacrum rather than the lower back),
 * or, just off every area but on the figure, the nearest one. The ids are the server's
 * (server/skin_lesion_regions.go; a Go test checks that the two lists agree).
 *
 * Sides: the front figure faces the reader, so the resident's right is on the reader's left; the back figure
 * is seen from behind, so the resident's right is on the reader's right.
 */

export const LESION_VIEWS = ['anterior', 'posterior'] as const
export type LesionView = (typeof LESION_VIEWS)[number]

/** The figure's box, in SVG units. */
export const MAP_WIDTH = 200
export const MAP_HEIGHT = 500

type Ellipse = { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number }
type Rect = { kind: 'rect'; x: number; y: number; w: number; h: number }
export type Shape = Ellipse | Rect

/** A region as drawn on one figure. */
export type RegionArea = { id: string; view: LesionView; shape: Shape }

const ellipse = (cx: number, cy: number, rx: number, ry: number): Ellipse => ({ kind: 'ellipse', cx, cy, rx, ry })
const rect = (x: number, y: number, w: number, h: number): Rect => ({ kind: 'rect', x, y, w, h })

/** Mirrors a shape across the figure's middle line. */
function mirror(shape: Shape): Shape {
  return shape.kind === 'ellipse' ? { ...shape, cx: MAP_WIDTH - shape.cx } : { ...shape, x: MAP_WIDTH - shape.x - shape.w }
}

/**
 * The paired parts, drawn on the reader's right-hand half of a figure; `feminine` says whether the Spanish name
 * takes -a ("mano derecha") or -o ("codo derecho").
 */
type Paired = { base: string; feminine: boolean; shape: Shape; views: readonly LesionView[] }

const PAIRED: readonly Paired[] = [
  { base: 'oreja', feminine: true, shape: ellipse(123, 40, 5, 9), views: ['anterior', 'posterior'] },
  { base: 'hombro', feminine: false, shape: ellipse(140, 94, 11, 11), views: ['anterior', 'posterior'] },
  { base: 'escapula', feminine: true, shape: ellipse(122, 115, 15, 19), views: ['posterior'] },
  { base: 'brazo', feminine: false, shape: ellipse(155, 132, 9, 24), views: ['anterior', 'posterior'] },
  { base: 'codo', feminine: false, shape: ellipse(160, 174, 10, 10), views: ['posterior'] },
  { base: 'antebrazo', feminine: false, shape: ellipse(165, 214, 10, 30), views: ['anterior', 'posterior'] },
  { base: 'mano', feminine: true, shape: ellipse(172, 270, 11, 21), views: ['anterior', 'posterior'] },
  { base: 'cresta-iliaca', feminine: true, shape: ellipse(129, 206, 9, 10), views: ['anterior'] },
  { base: 'trocanter', feminine: false, shape: ellipse(140, 238, 7, 12), views: ['anterior', 'posterior'] },
  { base: 'gluteo', feminine: false, shape: ellipse(120, 238, 17, 17), views: ['posterior'] },
  { base: 'isquion', feminine: false, shape: ellipse(114, 260, 9, 8), views: ['posterior'] },
  { base: 'muslo', feminine: false, shape: ellipse(120, 304, 14, 38), views: ['anterior', 'posterior'] },
  { base: 'rodilla', feminine: true, shape: ellipse(118, 352, 12, 14), views: ['anterior'] },
  { base: 'pierna', feminine: true, shape: ellipse(117, 405, 10, 34), views: ['anterior'] },
  { base: 'gemelo', feminine: false, shape: ellipse(117, 396, 11, 44), views: ['posterior'] },
  { base: 'maleolo', feminine: false, shape: ellipse(125, 458, 5, 6), views: ['anterior', 'posterior'] },
  { base: 'pie', feminine: false, shape: ellipse(114, 476, 10, 10), views: ['anterior'] },
  { base: 'talon', feminine: false, shape: ellipse(115, 478, 9, 9), views: ['posterior'] },
]

/** The parts on the middle line, each on one figure. */
const MIDDLE: readonly RegionArea[] = [
  { id: 'cara', view: 'anterior', shape: ellipse(100, 38, 21, 26) },
  { id: 'torax', view: 'anterior', shape: rect(70, 86, 60, 72) },
  { id: 'abdomen', view: 'anterior', shape: rect(72, 158, 56, 72) },
  { id: 'perine', view: 'anterior', shape: ellipse(100, 252, 12, 14) },
  { id: 'occipital', view: 'posterior', shape: ellipse(100, 38, 21, 26) },
  { id: 'columna', view: 'posterior', shape: rect(95, 84, 10, 100) },
  { id: 'espalda', view: 'posterior', shape: rect(66, 84, 68, 100) },
  { id: 'zona-lumbar', view: 'posterior', shape: rect(68, 184, 64, 30) },
  { id: 'sacro', view: 'posterior', shape: ellipse(100, 222, 10, 10) },
  { id: 'coxis', view: 'posterior', shape: ellipse(100, 242, 6, 7) },
]

function sideName(base: string, feminine: boolean, side: 'derecho' | 'izquierdo') {
  return `${base}-${feminine ? side.replace(/o$/, 'a') : side}`
}

/** Every region on every figure. */
export const REGION_AREAS: readonly RegionArea[] = [
  ...MIDDLE,
  ...PAIRED.flatMap((part) =>
    part.views.flatMap((view) => {
      // The reader's right-hand half is the resident's left on the front figure, their right on the back one.
      const readersRight = view === 'anterior' ? 'izquierdo' : 'derecho'
      const readersLeft = view === 'anterior' ? 'derecho' : 'izquierdo'
      return [
        { id: sideName(part.base, part.feminine, readersRight), view, shape: part.shape },
        { id: sideName(part.base, part.feminine, readersLeft), view, shape: mirror(part.shape) },
      ]
    }),
  ),
]

/** The regions, head to feet, in the order the server lists them (and the select shows them). */
export const REGION_IDS = [
  'cara',
  'occipital',
  'oreja-derecha',
  'oreja-izquierda',
  'hombro-derecho',
  'hombro-izquierdo',
  'torax',
  'abdomen',
  'escapula-derecha',
  'escapula-izquierda',
  'columna',
  'espalda',
  'zona-lumbar',
  'brazo-derecho',
  'brazo-izquierdo',
  'codo-derecho',
  'codo-izquierdo',
  'antebrazo-derecho',
  'antebrazo-izquierdo',
  'mano-derecha',
  'mano-izquierda',
  'cresta-iliaca-derecha',
  'cresta-iliaca-izquierda',
  'trocanter-derecho',
  'trocanter-izquierdo',
  'sacro',
  'coxis',
  'gluteo-derecho',
  'gluteo-izquierdo',
  'isquion-derecho',
  'isquion-izquierdo',
  'perine',
  'muslo-derecho',
  'muslo-izquierdo',
  'rodilla-derecha',
  'rodilla-izquierda',
  'pierna-derecha',
  'pierna-izquierda',
  'gemelo-derecho',
  'gemelo-izquierdo',
  'maleolo-derecho',
  'maleolo-izquierdo',
  'pie-derecho',
  'pie-izquierdo',
  'talon-derecho',
  'talon-izquierdo',
] as const
export type RegionId = (typeof REGION_IDS)[number]

/** The regions seen on a figure, head to feet. */
export function regionsOfView(view: LesionView): RegionId[] {
  return REGION_IDS.filter((id) => REGION_AREAS.some((area) => area.id === id && area.view === view))
}

/** Is the region on that figure? */
export function regionOnView(id: string, view: LesionView): boolean {
  return REGION_AREAS.some((area) => area.id === id && area.view === view)
}

function areaOf(shape: Shape) {
  return shape.kind === 'ellipse' ? Math.PI * shape.rx * shape.ry : shape.w * shape.h
}

/** How far a point is from a shape, in the shape's own size: below 1 inside, 1 on its edge. */
function reach(shape: Shape, x: number, y: number) {
  if (shape.kind === 'ellipse') return Math.hypot((x - shape.cx) / shape.rx, (y - shape.cy) / shape.ry)
  const dx = Math.abs(x - (shape.x + shape.w / 2)) / (shape.w / 2)
  const dy = Math.abs(y - (shape.y + shape.h / 2)) / (shape.h / 2)
  return Math.max(dx, dy)
}

/** How far a point is from a shape's edge, in SVG units (0 inside). */
function gap(shape: Shape, x: number, y: number) {
  if (shape.kind === 'rect') {
    const dx = Math.max(shape.x - x, 0, x - (shape.x + shape.w))
    const dy = Math.max(shape.y - y, 0, y - (shape.y + shape.h))
    return Math.hypot(dx, dy)
  }
  const r = reach(shape, x, y)
  if (r <= 1) return 0
  return Math.hypot(x - shape.cx, y - shape.cy) * (1 - 1 / r)
}

/** A tap this far from every region (in SVG units) is off the figure: it names no region. */
const NEAR_ENOUGH = 10

/**
 * The region of a point (0–1 across and down) on a figure: the smallest region holding it, or the nearest
 * within a few units; null when the point is off the figure.
 */
export function regionAt(view: LesionView, x: number, y: number): RegionId | null {
  const px = x * MAP_WIDTH
  const py = y * MAP_HEIGHT
  const areas = REGION_AREAS.filter((area) => area.view === view)
  const inside = areas.filter((area) => reach(area.shape, px, py) <= 1)
  if (inside.length > 0) {
    inside.sort((a, b) => areaOf(a.shape) - areaOf(b.shape))
    return inside[0].id as RegionId
  }
  let best: RegionArea | null = null
  let bestGap = NEAR_ENOUGH
  for (const area of areas) {
    const g = gap(area.shape, px, py)
    if (g <= bestGap) {
      best = area
      bestGap = g
    }
  }
  return best ? (best.id as RegionId) : null
}

/**
 * A point of a region on a figure (0–1) that the map reads back as that region, where a region chosen from
 * the list places its point: its middle, unless a smaller region lies there (the spine in the middle of the
 * back), then the first such point of a grid over it.
 */
export function regionCenter(id: string, view: LesionView): { x: number; y: number } | null {
  const area = REGION_AREAS.find((a) => a.id === id && a.view === view)
  if (!area) return null
  const { shape } = area
  const [left, top, width, height] =
    shape.kind === 'ellipse'
      ? [shape.cx - shape.rx, shape.cy - shape.ry, 2 * shape.rx, 2 * shape.ry]
      : [shape.x, shape.y, shape.w, shape.h]
  const candidates = [[0.5, 0.5]]
  for (let i = 1; i < 8; i++) for (let j = 1; j < 8; j++) candidates.push([i / 8, j / 8])
  for (const [fx, fy] of candidates) {
    const point = { x: round((left + fx * width) / MAP_WIDTH), y: round((top + fy * height) / MAP_HEIGHT) }
    if (regionAt(view, point.x, point.y) === id) return point
  }
  return { x: round((left + width / 2) / MAP_WIDTH), y: round((top + height / 2) / MAP_HEIGHT) }
}

/** Is a point (0–1) on a region's drawn area (or just by it)? */
export function pointInRegion(id: string, view: LesionView, x: number, y: number): boolean {
  return REGION_AREAS.some(
    (area) => area.id === id && area.view === view && gap(area.shape, x * MAP_WIDTH, y * MAP_HEIGHT) <= NEAR_ENOUGH,
  )
}

/** Three decimals are a fifth of a millimetre on a tablet: enough for a point. */
export function round(value: number) {
  return Math.round(value * 1000) / 1000
}

// The silhouette: the right-hand half of the body (neck to crotch) and an arm, as points joined by a smooth
// curve; the left-hand half is its mirror.
const BODY_HALF: readonly (readonly [number, number])[] = [
  [100, 62], [108, 64], [109, 76], [124, 81], [141, 86], [151, 98], [150, 116], [143, 136], [137, 165], [134, 188],
  [138, 212], [143, 236], [141, 268], [136, 305], [131, 345], [131, 372], [128, 405], [123, 445], [124, 462],
  [127, 478], [122, 487], [108, 487], [105, 470], [106, 448], [107, 405], [106, 365], [104, 330], [103, 290], [100, 266],
]

const ARM: readonly (readonly [number, number])[] = [
  [144, 89], [155, 97], [161, 118], [165, 150], [168, 176], [173, 210], [177, 246], [182, 262], [181, 282], [173, 292],
  [164, 286], [162, 264], [161, 246], [155, 212], [151, 178], [148, 150], [146, 128], [141, 104],
]

/** A closed smooth path through the points (Catmull-Rom as cubic Béziers). */
function smoothClosed(points: readonly (readonly [number, number])[]): string {
  const n = points.length
  const at = (i: number) => points[(i + n) % n]
  const f = (v: number) => Math.round(v * 10) / 10
  let d = `M${f(at(0)[0])} ${f(at(0)[1])}`
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)]
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`
  }
  return `${d}Z`
}

const mirrored = (points: readonly (readonly [number, number])[]) =>
  points.map(([x, y]) => [MAP_WIDTH - x, y] as const)

/** The figure's outline: the body (both halves), the two arms; the head is an ellipse. */
export const SILHOUETTE = {
  head: { cx: 100, cy: 38, rx: 21, ry: 26 },
  body: smoothClosed([...BODY_HALF, ...mirrored(BODY_HALF).slice(1, -1).reverse()]),
  arms: [smoothClosed(ARM), smoothClosed(mirrored(ARM).reverse())],
}
