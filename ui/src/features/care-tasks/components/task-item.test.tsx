import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { CareTask } from '@/features/care-tasks/api/shift-care-tasks'
import { TaskItem } from '@/features/care-tasks/components/task-item'

const task: CareTask = {
  taskId: 'i1@2026-11-20T09:00',
  residentId: 'r1',
  residentName: 'María José Núñez Peña',
  room: '12',
  planId: 'p1',
  interventionId: 'i1',
  text: 'Cambios posturales',
  frequency: 'cada 3 h',
  role: 'Gerocultor/a',
  responsible: 'Ana Gil',
  due: '2026-11-20T09:00',
  done: null,
}

const label = 'Hecha: Cambios posturales de María José Núñez Peña (09:00)'

function renderItem(props: Partial<Parameters<typeof TaskItem>[0]> = {}) {
  const onDone = vi.fn()
  render(
    <ul>
      <TaskItem task={task} state="due" canRecord onDone={onDone} {...props} />
    </ul>,
  )
  return onDone
}

describe('TaskItem', () => {
  it('says what, how often and by whom, and records it with one tap', async () => {
    const onDone = renderItem()
    expect(screen.getByText('cada 3 h · Gerocultor/a · Ana Gil')).toBeInTheDocument()
    expect(screen.getByText('Toca ahora')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: label }))
    expect(onDone).toHaveBeenCalledWith(task)
  })

  it('is highlighted in words when overdue', () => {
    renderItem({ state: 'overdue' })
    expect(screen.getByRole('listitem')).toHaveAttribute('data-state', 'overdue')
    expect(screen.getByText('Con retraso')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: label })).toBeEnabled()
  })

  it('waits for its slot: disabled, saying from when', () => {
    renderItem({ state: 'upcoming' })
    expect(screen.getByRole('button', { name: label })).toBeDisabled()
    expect(screen.getByText('Se registra desde las 08:00')).toBeInTheDocument()
  })

  it('shows who did it and when, without the button', () => {
    renderItem({ task: { ...task, done: { by: 'u1', byName: 'Carmen Ruiz', at: '2026-11-20T08:02:00Z' } }, state: 'done' })
    expect(screen.getByText('Carmen Ruiz a las 09:02')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('has no button for someone who may not record tasks', () => {
    renderItem({ canRecord: false })
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
