/** A point of a stroke, in CSS pixels from the pad's top left corner. */
export type Point = { x: number; y: number }
/** One stroke: the points from the finger touching the pad to it lifting. */
export type Stroke = Point[]

const INK = '#111827'
const PAPER = '#ffffff'
const LINE_WIDTH = 2.5

/** Where a pointer is on the pad, in CSS pixels (the canvas's drawing scale is applied when drawing). */
export function pointOnPad(event: { clientX: number; clientY: number }, pad: { left: number; top: number }): Point {
  return { x: event.clientX - pad.left, y: event.clientY - pad.top }
}

/**
 * Paints the signature on a white pad `width` x `height` CSS pixels, drawn at `scale` device pixels each: a
 * stroke of one point (a tap) is a dot. White, not transparent, so the picture reads the same on paper.
 */
export function drawSignature(context: CanvasRenderingContext2D, strokes: readonly Stroke[], width: number, height: number, scale: number) {
  context.setTransform(scale, 0, 0, scale, 0, 0)
  context.fillStyle = PAPER
  context.fillRect(0, 0, width, height)
  context.strokeStyle = INK
  context.fillStyle = INK
  context.lineWidth = LINE_WIDTH
  context.lineCap = 'round'
  context.lineJoin = 'round'
  for (const stroke of strokes) {
    const [first, ...rest] = stroke
    if (!first) continue
    if (rest.length === 0) {
      context.beginPath()
      context.arc(first.x, first.y, LINE_WIDTH / 2, 0, 2 * Math.PI)
      context.fill()
      continue
    }
    context.beginPath()
    context.moveTo(first.x, first.y)
    for (const point of rest) context.lineTo(point.x, point.y)
    context.stroke()
  }
}

/** The signature as the server takes it: a PNG data URL of the whole pad. */
export function exportSignature(canvas: HTMLCanvasElement): string {
  return canvas.toDataURL('image/png')
}
