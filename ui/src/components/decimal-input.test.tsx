import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { DecimalInput, type DecimalInputProps } from '@/components/decimal-input'

function Field(props: Omit<DecimalInputProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props
  const [value, setValue] = useState(initial)
  return (
    <label>
      Temperatura
      <DecimalInput {...rest} value={value} onChange={setValue} />
    </label>
  )
}

describe('DecimalInput', () => {
  it('takes a decimal comma as typed, and offers the decimal keyboard', async () => {
    const user = userEvent.setup()
    render(<Field />)
    const input = screen.getByLabelText('Temperatura')
    expect(input).toHaveAttribute('type', 'text')
    expect(input).toHaveAttribute('inputmode', 'decimal')
    await user.type(input, '36,8')
    expect(input).toHaveValue('36,8')
    await user.tab()
    expect(input).toHaveValue('36,8')
  })

  it('writes a point the es-ES way when left, and leaves what is no number for the form to refuse', async () => {
    const user = userEvent.setup()
    render(<Field />)
    const input = screen.getByLabelText('Temperatura')
    await user.type(input, '36.8')
    await user.tab()
    expect(input).toHaveValue('36,8')
    await user.clear(input)
    await user.type(input, '1.234,5')
    await user.tab()
    expect(input).toHaveValue('1.234,5')
  })

  it('never rewrites a number into another one', async () => {
    const user = userEvent.setup()
    render(<Field format={{ minDecimals: 2, maxDecimals: 2 }} unit="€" />)
    const input = screen.getByRole('textbox')
    await user.type(input, '3,105')
    await user.tab()
    expect(input).toHaveValue('3,105')
    await user.clear(input)
    await user.type(input, '21.5')
    await user.tab()
    expect(input).toHaveValue('21,50')
    expect(screen.getByText('€')).toHaveAttribute('aria-hidden', 'true')
  })

  it('offers digits for whole numbers and leaves their text alone', async () => {
    const user = userEvent.setup()
    render(<Field whole initial="12" />)
    const input = screen.getByLabelText('Temperatura')
    expect(input).toHaveAttribute('inputmode', 'numeric')
    await user.clear(input)
    await user.type(input, '1.000')
    await user.tab()
    expect(input).toHaveValue('1.000')
  })
})
