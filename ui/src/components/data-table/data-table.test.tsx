import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table'

type Row = { id: string; name: string; room: string }

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Nombre', cell: (row) => row.name },
  { id: 'room', header: 'Habitación', cell: (row) => row.room, className: 'hidden md:table-cell' },
]

describe('DataTable', () => {
  it('renders one row per item under the headers', () => {
    render(
      <DataTable
        caption="Residentes"
        columns={columns}
        data={[
          { id: '1', name: 'Carmen', room: '101' },
          { id: '2', name: 'José', room: '102' },
        ]}
        getRowId={(row) => row.id}
      />,
    )
    const table = screen.getByRole('table', { name: 'Residentes' })
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Nombre', 'Habitación'])
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(within(table).getByRole('cell', { name: 'José' })).toBeInTheDocument()
  })

  it('shows the empty message when there is no data', () => {
    render(
      <DataTable caption="Residentes" columns={columns} data={[]} getRowId={(row) => row.id} emptyMessage="Sin residentes." />,
    )
    expect(screen.getByText('Sin residentes.')).toBeInTheDocument()
  })

  it('paginates with Anterior / Siguiente and "Página X de Y"', async () => {
    const onPageChange = vi.fn()
    const { rerender } = render(
      <DataTable
        caption="Residentes"
        columns={columns}
        data={[]}
        getRowId={(row) => row.id}
        pagination={{ page: 1, totalPages: 3, onPageChange }}
      />,
    )
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }))
    expect(onPageChange).toHaveBeenCalledWith(2)

    rerender(
      <DataTable
        caption="Residentes"
        columns={columns}
        data={[]}
        getRowId={(row) => row.id}
        pagination={{ page: 3, totalPages: 3, onPageChange }}
      />,
    )
    expect(screen.getByText('Página 3 de 3')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeEnabled()
  })

  it('shows page 1 of 1 when there are no pages', () => {
    render(
      <DataTable
        caption="Residentes"
        columns={columns}
        data={[]}
        getRowId={(row) => row.id}
        pagination={{ page: 1, totalPages: 0, onPageChange: vi.fn() }}
      />,
    )
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument()
  })

  it('announces how a sortable column sorts the rows', () => {
    const sorted: DataTableColumn<Row>[] = [{ ...columns[0], sort: 'descending' }, columns[1]]
    render(<DataTable caption="Residentes" columns={sorted} data={[]} getRowId={(row) => row.id} />)
    const [name, room] = screen.getAllByRole('columnheader')
    expect(name).toHaveAttribute('aria-sort', 'descending')
    expect(room).not.toHaveAttribute('aria-sort')
  })
})
