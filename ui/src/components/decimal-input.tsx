import type * as React from 'react'
import { Input } from '@/components/ui/input'
import { formatDecimal, parseDecimal, parseWhole, type FormatOptions } from '@/lib/numbers'
import { cn } from '@/lib/utils'

export type DecimalInputProps = Omit<React.ComponentProps<'input'>, 'type' | 'value' | 'onChange' | 'inputMode'> & {
  /** The text as typed ("36,8", "36.8", ""): the form keeps the text and its schema reads the number. */
  value: string
  onChange: (text: string) => void
  /** Whole numbers only (stock, quantities): the phone offers digits, and nothing is rewritten. */
  whole?: boolean
  /** How a number is written back when the field is left ("36.8" -> "36,8", a price "21,5" -> "21,50"). */
  format?: FormatOptions
  /** Shown inside the field on the right, e.g. "€" or "°C". */
  unit?: string
}

/**
 * The one numeric input (DESIGN 8): a text field that accepts a decimal comma or point and, when it is
 * left, shows the number the es-ES way ("36,8"). It never turns what was typed into another number: the
 * text is rewritten only when it reads back as the same value, and what is no number is left for the
 * form's schema to refuse with a message. `type="text"` with inputMode, because a browser's number field
 * drops "36,8" in some locales and rounds or empties what it cannot read.
 */
export function DecimalInput({
  value,
  onChange,
  onBlur,
  whole = false,
  format = { maxDecimals: 6 },
  unit,
  className,
  ...props
}: DecimalInputProps) {
  function tidy() {
    if (whole) {
      const number = parseWhole(value)
      if (number !== null && String(number) !== value) onChange(String(number))
      return
    }
    const number = parseDecimal(value)
    if (number === null) return
    const text = formatDecimal(number, format)
    if (text !== value && parseDecimal(text) === number) onChange(text)
  }

  const input = (
    <Input
      {...props}
      type="text"
      inputMode={whole ? 'numeric' : 'decimal'}
      autoComplete="off"
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={(event) => {
        tidy()
        onBlur?.(event)
      }}
      className={cn('tabular-nums', unit && 'pr-14', className)}
    />
  )
  if (!unit) return input
  return (
    <div className="relative">
      {input}
      <span aria-hidden className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground">
        {unit}
      </span>
    </div>
  )
}
