import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Hero } from '@/features/landing/components/hero'

describe('Hero', () => {
  it('plays the video muted and looping, with a mute toggle', async () => {
    render(<Hero homeName="Residencia Amparo" videoUrl="/hero.webm" messagingUrl="https://wa.me/34600000000" />)
    const video = screen.getByTestId('hero-video') as HTMLVideoElement
    expect(video).toHaveAttribute('src', '/hero.webm')
    expect(video.autoplay).toBe(true)
    expect(video.loop).toBe(true)
    expect(video.muted).toBe(true)
    expect(video).toHaveAttribute('playsinline')

    await userEvent.click(screen.getByRole('button', { name: 'Activar el sonido del vídeo' }))
    expect(video.muted).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: 'Silenciar el vídeo' }))
    expect(video.muted).toBe(true)
  })

  it('opens the messaging chat in a new tab to schedule a visit', () => {
    render(<Hero homeName="Residencia Amparo" videoUrl="/hero.webm" messagingUrl="https://wa.me/34600000000" />)
    const link = screen.getByRole('link', { name: /Agendar Visita/ })
    expect(link).toHaveAttribute('href', 'https://wa.me/34600000000')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
  })
})
