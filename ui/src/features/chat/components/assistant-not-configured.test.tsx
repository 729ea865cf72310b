import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AssistantNotConfigured } from '@/features/chat/components/assistant-not-configured'
import { PermissionsProvider } from '@/lib/permissions'
import { PERMISSIONS } from '@/test/permissions'

function renderFor(permissions: readonly string[]) {
  render(
    <PermissionsProvider permissions={permissions}>
      <AssistantNotConfigured />
    </PermissionsProvider>,
  )
}

describe('AssistantNotConfigured', () => {
  it('tells a nurse to ask the administrator, without the server flags', () => {
    renderFor(PERMISSIONS.nurse)
    expect(screen.getByText('El asistente no está configurado.')).toBeInTheDocument()
    expect(screen.getByText(/pide a la persona que administra Amparo/)).toBeInTheDocument()
    expect(screen.queryByText('--ai-url')).not.toBeInTheDocument()
    expect(screen.queryByText(/AMPARO_AI_URL/)).not.toBeInTheDocument()
  })

  it('shows the flags and variables to who manages the settings', () => {
    renderFor(PERMISSIONS.administrative)
    expect(screen.getByText('--ai-url')).toBeInTheDocument()
    expect(screen.getByText('--ai-model')).toBeInTheDocument()
    expect(screen.getByText(/AMPARO_AI_URL/)).toBeInTheDocument()
    expect(screen.queryByText(/pide a la persona que administra Amparo/)).not.toBeInTheDocument()
  })
})
