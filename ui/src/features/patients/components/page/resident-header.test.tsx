import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ResidentHeader } from '@/features/patients/components/page/resident-header'
import { CODE_STATUSES, type CodeStatus } from '@/features/patients/schemas'
import { savedResident } from '@/test/resident-fixtures'

const badge = () => screen.queryByRole('note', { name: 'Estado de reanimación' })

function renderHeader(codeStatus: CodeStatus | null) {
  return render(<ResidentHeader resident={savedResident({ codeStatus })} />)
}

describe('ResidentHeader: the code status', () => {
  it('shows a limit on treatment in red beside the allergies', () => {
    renderHeader('no-rcp')
    expect(badge()).toHaveTextContent(/^No RCP$/)
    expect(badge()).toHaveAttribute('data-slot', 'badge')
    expect(badge()?.className).toContain('bg-destructive')
    expect(screen.getByRole('note', { name: 'Alergias' })).toHaveTextContent('Alergias: Penicilina')
  })

  it('names each limit in Spanish', () => {
    const shown = CODE_STATUSES.filter((status) => status !== 'rcp').map((status) => {
      const { unmount } = renderHeader(status)
      const text = badge()?.textContent
      unmount()
      return text
    })
    expect(shown).toEqual(['No RCP', 'No intubar', 'No trasladar al hospital', 'Solo medidas de confort'])
  })

  it.each(['rcp', null] as const)('shows nothing for %s («RCP: sí», or not recorded)', (codeStatus) => {
    renderHeader(codeStatus)
    expect(screen.getByRole('note', { name: 'Alergias' })).toBeInTheDocument()
    expect(badge()).not.toBeInTheDocument()
  })
})
