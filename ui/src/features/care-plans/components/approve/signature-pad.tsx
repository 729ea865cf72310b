import { EraserIcon } from 'lucide-react'
import { useCallback, useEffect, useRef } from 'react'
import type * as React from 'react'
import { Button } from '@/components/ui/button'
import { drawSignature, exportSignature, pointOnPad, type Stroke } from '@/features/care-plans/approve/signature'
import { cn } from '@/lib/utils'

type SignaturePadProps = {
  id?: string
  /** The signature as a PNG data URL, or '' when there is none (setting '' from outside clears the pad). */
  value: string
  onChange: (signature: string) => void
  /** The pad's accessible name («Recuadro para firmar con el dedo»). */
  label: string
  clearLabel: string
  invalid?: boolean
  /** The ids of the hint and the error under the pad. */
  describedBy?: string
  className?: string
}

/**
 * A signature drawn with a finger (or a stylus or a mouse) on the tablet: pointer events on a canvas that does
 * not scroll the page while signing (touch-action: none). Each stroke lifted hands the whole pad over as a PNG
 * data URL; «Borrar firma» starts again. It keeps its strokes, so a change of size (the tablet turned) redraws
 * them sharp at the screen's density.
 */
export function SignaturePad({ id, value, onChange, label, clearLabel, invalid = false, describedBy, className }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const strokes = useRef<Stroke[]>([])
  const drawing = useRef<number | null>(null)

  const redraw = useCallback(() => {
    const element = canvas.current
    const context = element?.getContext('2d')
    if (!element || !context) return
    const { width, height } = element.getBoundingClientRect()
    const scale = window.devicePixelRatio || 1
    element.width = Math.round(width * scale)
    element.height = Math.round(height * scale)
    drawSignature(context, strokes.current, width, height, scale)
  }, [])

  useEffect(() => {
    redraw()
    const element = canvas.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => redraw())
    observer.observe(element)
    return () => observer.disconnect()
  }, [redraw])

  // A signature taken away from outside (another way of signing chosen) leaves the pad blank.
  useEffect(() => {
    if (value === '' && strokes.current.length > 0) {
      strokes.current = []
      redraw()
    }
  }, [value, redraw])

  function point(event: React.PointerEvent<HTMLCanvasElement>) {
    return pointOnPad(event, event.currentTarget.getBoundingClientRect())
  }

  function paint() {
    const element = canvas.current
    const context = element?.getContext('2d')
    if (!element || !context) return
    const { width, height } = element.getBoundingClientRect()
    drawSignature(context, strokes.current, width, height, element.width / (width || 1))
  }

  function start(event: React.PointerEvent<HTMLCanvasElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    event.preventDefault()
    event.currentTarget.setPointerCapture?.(event.pointerId)
    drawing.current = event.pointerId
    strokes.current = [...strokes.current, [point(event)]]
    paint()
  }

  function move(event: React.PointerEvent<HTMLCanvasElement>) {
    if (drawing.current !== event.pointerId) return
    event.preventDefault()
    strokes.current.at(-1)?.push(point(event))
    paint()
  }

  function end(event: React.PointerEvent<HTMLCanvasElement>) {
    if (drawing.current !== event.pointerId) return
    drawing.current = null
    if (canvas.current) onChange(exportSignature(canvas.current))
  }

  function clear() {
    strokes.current = []
    redraw()
    onChange('')
  }

  return (
    <div className={cn('grid gap-2', className)}>
      <canvas
        ref={canvas}
        id={id}
        role="img"
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        data-signed={value !== ''}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        className={cn(
          'h-48 w-full cursor-crosshair touch-none rounded-lg border-2 border-dashed bg-white select-none',
          invalid ? 'border-destructive' : 'border-input',
        )}
      />
      <Button type="button" variant="outline" className="min-h-11 justify-self-start" disabled={value === ''} onClick={clear}>
        <EraserIcon aria-hidden />
        {clearLabel}
      </Button>
    </div>
  )
}
