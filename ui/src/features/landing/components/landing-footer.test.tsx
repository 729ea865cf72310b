import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LandingFooter } from '@/features/landing/components/landing-footer'

const home = {
  homeName: 'Residencia San José',
  phone: '+34 925 000 000',
  email: 'hola@sanjose.es',
  address: 'Calle Mayor 1, Toledo',
  visitingHours: '10am-5pm',
  foundedYear: 1987,
  messagingUrl: 'https://wa.me/34911111111',
  heroVideoUrl: '/hero.webm',
}

describe('LandingFooter', () => {
  it('shows phone, e-mail, address, visiting hours and founding year', () => {
    render(<LandingFooter home={home} />)
    expect(screen.getByRole('link', { name: '+34 925 000 000' })).toHaveAttribute('href', 'tel:+34925000000')
    expect(screen.getByRole('link', { name: 'hola@sanjose.es' })).toHaveAttribute('href', 'mailto:hola@sanjose.es')
    expect(screen.getByText('Calle Mayor 1, Toledo')).toBeInTheDocument()
    expect(screen.getByText('10am-5pm')).toBeInTheDocument()
    expect(screen.getByText('Cuidando de nuestros mayores desde 1987')).toBeInTheDocument()
  })
})
