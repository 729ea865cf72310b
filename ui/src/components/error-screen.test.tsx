import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ErrorScreen } from '@/components/error-screen'

describe('ErrorScreen', () => {
  it('shows SPEC texts and the error details in an expandable section', () => {
    render(<ErrorScreen error={new Error('No se pudo leer la lista')} />)
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument()
    expect(screen.getByText('Por favor, recarga la página o contacta a soporte técnico.')).toBeInTheDocument()
    const summary = screen.getByText('Detalles del error')
    expect(summary.tagName).toBe('SUMMARY')
    expect(summary.closest('details')).toHaveTextContent('No se pudo leer la lista')
  })
})
