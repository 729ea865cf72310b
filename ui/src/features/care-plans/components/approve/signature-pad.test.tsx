import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { drawSignature, pointOnPad } from '@/features/care-plans/approve/signature'
import { SignaturePad } from '@/features/care-plans/components/approve/signature-pad'

/**
 * jsdom draws nothing: a 2D context that writes down what it is asked to draw stands in for the browser's, so
 * the tests read the strokes the pad drew and the picture it handed over.
 */
class RecordingContext {
  calls: [string, ...number[]][] = []
  fillStyle = ''
  strokeStyle = ''
  lineWidth = 0
  lineCap = ''
  lineJoin = ''
  setTransform(...args: number[]) {
    this.calls.push(['setTransform', ...args])
  }
  fillRect(...args: number[]) {
    this.calls.push(['fillRect', ...args])
  }
  beginPath() {
    this.calls.push(['beginPath'])
  }
  moveTo(...args: number[]) {
    this.calls.push(['moveTo', ...args])
  }
  lineTo(...args: number[]) {
    this.calls.push(['lineTo', ...args])
  }
  stroke() {
    this.calls.push(['stroke'])
  }
  arc(...args: number[]) {
    this.calls.push(['arc', ...args.slice(0, 3)])
  }
  fill() {
    this.calls.push(['fill'])
  }
  /** The calls since the pad was last painted white. */
  lastPainting() {
    const start = this.calls.map((call) => call[0]).lastIndexOf('fillRect')
    return this.calls.slice(start)
  }
}

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

let context: RecordingContext
const toDataURL = vi.fn((_type?: string) => PNG)

beforeEach(() => {
  context = new RecordingContext()
  toDataURL.mockClear()
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D)
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(toDataURL)
  // The pad sits 10 px from the left and 20 px from the top, 300 x 150 on screen.
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 10, y: 20, width: 300, height: 150 }),
  )
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** The pad as a form holds it: its value goes to `onChange` and comes back. */
function Harness({ onChange, initial = '' }: { onChange: (value: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <SignaturePad
        value={value}
        onChange={(next) => {
          setValue(next)
          onChange(next)
        }}
        label="Recuadro para firmar con el dedo"
        clearLabel="Borrar firma"
      />
      <button type="button" onClick={() => setValue('')}>
        Otra forma de firmar
      </button>
    </>
  )
}

const pad = () => screen.getByRole('img', { name: 'Recuadro para firmar con el dedo' })

describe('SignaturePad', () => {
  it('draws a finger stroke where the finger goes and hands the pad over as a PNG data URL once it lifts', () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    expect(pad()).toHaveClass('touch-none')
    fireEvent.pointerDown(pad(), { pointerId: 1, pointerType: 'touch', clientX: 30, clientY: 40 })
    fireEvent.pointerMove(pad(), { pointerId: 1, pointerType: 'touch', clientX: 50, clientY: 60 })
    fireEvent.pointerMove(pad(), { pointerId: 1, pointerType: 'touch', clientX: 90, clientY: 65 })
    // Nothing is handed over while the finger is still down.
    expect(onChange).not.toHaveBeenCalled()
    expect(context.lastPainting()).toContainEqual(['moveTo', 20, 20])
    expect(context.lastPainting()).toContainEqual(['lineTo', 80, 45])

    fireEvent.pointerUp(pad(), { pointerId: 1, pointerType: 'touch', clientX: 90, clientY: 65 })
    expect(toDataURL).toHaveBeenCalledWith('image/png')
    expect(onChange).toHaveBeenCalledExactlyOnceWith(PNG)
    expect(pad()).toHaveAttribute('data-signed', 'true')
  })

  it('ignores a second finger that did not start the stroke, and a right click', () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    fireEvent.pointerDown(pad(), { pointerId: 1, pointerType: 'mouse', button: 2, clientX: 30, clientY: 40 })
    fireEvent.pointerUp(pad(), { pointerId: 1, pointerType: 'mouse', button: 2, clientX: 30, clientY: 40 })
    expect(onChange).not.toHaveBeenCalled()

    fireEvent.pointerDown(pad(), { pointerId: 1, pointerType: 'touch', clientX: 30, clientY: 40 })
    fireEvent.pointerMove(pad(), { pointerId: 2, pointerType: 'touch', clientX: 200, clientY: 100 })
    expect(context.calls).not.toContainEqual(['lineTo', 190, 80])
    fireEvent.pointerUp(pad(), { pointerId: 2, pointerType: 'touch', clientX: 200, clientY: 100 })
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.pointerUp(pad(), { pointerId: 1, pointerType: 'touch', clientX: 30, clientY: 40 })
    expect(onChange).toHaveBeenCalledExactlyOnceWith(PNG)
  })

  it('«Borrar firma» leaves the pad white and the signature empty; it is off while there is nothing to clear', async () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    const clear = screen.getByRole('button', { name: 'Borrar firma' })
    expect(clear).toBeDisabled()
    fireEvent.pointerDown(pad(), { pointerId: 1, pointerType: 'pen', clientX: 30, clientY: 40 })
    fireEvent.pointerMove(pad(), { pointerId: 1, pointerType: 'pen', clientX: 60, clientY: 40 })
    fireEvent.pointerUp(pad(), { pointerId: 1, pointerType: 'pen', clientX: 60, clientY: 40 })
    expect(clear).toBeEnabled()

    await userEvent.click(clear)
    expect(onChange).toHaveBeenLastCalledWith('')
    expect(context.lastPainting().some(([name]) => name === 'lineTo' || name === 'moveTo')).toBe(false)
    expect(clear).toBeDisabled()
  })

  it('starts blank again when the form takes the signature away (another way of signing chosen)', async () => {
    render(<Harness onChange={vi.fn()} />)
    fireEvent.pointerDown(pad(), { pointerId: 1, pointerType: 'touch', clientX: 30, clientY: 40 })
    fireEvent.pointerMove(pad(), { pointerId: 1, pointerType: 'touch', clientX: 60, clientY: 40 })
    fireEvent.pointerUp(pad(), { pointerId: 1, pointerType: 'touch', clientX: 60, clientY: 40 })
    await userEvent.click(screen.getByRole('button', { name: 'Otra forma de firmar' }))
    expect(context.lastPainting().some(([name]) => name === 'lineTo')).toBe(false)
    expect(pad()).toHaveAttribute('data-signed', 'false')
  })
})

describe('drawSignature', () => {
  it('paints the pad white at the screen density, a stroke as lines and a tap as a dot', () => {
    const recording = new RecordingContext()
    drawSignature(
      recording as unknown as CanvasRenderingContext2D,
      [
        [
          { x: 1, y: 2 },
          { x: 3, y: 4 },
        ],
        [{ x: 7, y: 8 }],
      ],
      300,
      150,
      2,
    )
    expect(recording.calls).toEqual([
      ['setTransform', 2, 0, 0, 2, 0, 0],
      ['fillRect', 0, 0, 300, 150],
      ['beginPath'],
      ['moveTo', 1, 2],
      ['lineTo', 3, 4],
      ['stroke'],
      ['beginPath'],
      ['arc', 7, 8, 1.25],
      ['fill'],
    ])
  })

  it('reads a pointer on the pad in CSS pixels from its corner', () => {
    expect(pointOnPad({ clientX: 110, clientY: 45 }, { left: 100, top: 40 })).toEqual({ x: 10, y: 5 })
  })
})
