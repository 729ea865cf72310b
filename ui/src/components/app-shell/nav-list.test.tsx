import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { NavList } from '@/components/app-shell/nav-list'
import { TooltipProvider } from '@/components/ui/tooltip'

function renderNav(staffArea: boolean, onLogout = vi.fn()) {
  const rootRoute = createRootRoute({
    component: () => (
      <TooltipProvider>
        <nav aria-label="Menú principal">
          <NavList staffArea={staffArea} onLogout={onLogout} />
        </nav>
      </TooltipProvider>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/dashboard'] }) })
  render(<RouterProvider router={router} />)
  return { onLogout }
}

describe('NavList', () => {
  it('links every staff section (SPEC sidebar)', async () => {
    renderNav(true)
    const links = await screen.findAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Inicio', '/dashboard'],
      ['Inventario', '/inventory'],
      ['Actividades', '/activities'],
      ['Publicaciones', '/posts'],
      ['Gestión de Pacientes', '/patients'],
      ['Gestión de Personal', '/admin'],
      ['Perfil', '/profile'],
    ])
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page')
  })

  it('shows "Cargando roles..." instead of the menu without staff.area, keeping logout', async () => {
    const { onLogout } = renderNav(false)
    expect(await screen.findByText('Cargando roles...')).toBeInTheDocument()
    expect(screen.queryAllByRole('link')).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }))
    expect(onLogout).toHaveBeenCalledOnce()
  })
})
