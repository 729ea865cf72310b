import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { can, PermissionsProvider, useCan, type Permission } from '@/lib/permissions'

describe('can', () => {
  it('reads only the permissions the server sent', () => {
    const user = { permissions: ['staff.area', 'residents.archive'] }
    expect(can(user, 'residents.archive')).toBe(true)
    expect(can(user, 'staff.manage')).toBe(false)
    expect(can({ permissions: [] }, 'staff.area')).toBe(false)
    expect(can(null, 'staff.area')).toBe(false)
  })
})

function Probe({ permission }: { permission: Permission }) {
  const may = useCan()
  return <p>{may(permission) ? 'sí' : 'no'}</p>
}

describe('useCan', () => {
  it('answers from the provided list', () => {
    render(
      <PermissionsProvider permissions={['settings.manage']}>
        <Probe permission="settings.manage" />
      </PermissionsProvider>,
    )
    expect(screen.getByText('sí')).toBeInTheDocument()
  })

  it('allows nothing without a provider (nobody signed in)', () => {
    render(<Probe permission="staff.area" />)
    expect(screen.getByText('no')).toBeInTheDocument()
  })
})
