import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { Toaster } from '@/components/ui/sonner'
import { TooltipProvider } from '@/components/ui/tooltip'
import { PostsPage } from '@/features/posts/components/posts-page'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'
import { serveList, sentCalls, type Answer } from '@/test/serve-list'

const fetchMock = useFetchMock()

function post(id: string, title: string, createdBy: string, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    title,
    content: `Texto de ${title || 'la publicación'}`,
    photo: `/api/images/img-${id}`,
    visibility: 'both',
    author: 'Lucía Fernández',
    authorPhoto: null,
    likes: 0,
    likedByMe: false,
    comments: [],
    createdAt: '2026-11-20T09:00:00Z',
    createdBy,
    // The server's answer for the signed-in u1, who holds no content.edit-any: only her own.
    canEdit: createdBy === 'u1',
    createdByName: 'Lucía Fernández',
    ...extra,
  }
}

const list = [
  post('p1', 'Fiesta de otoño', 'u1', { visibility: 'families' }),
  post('p2', 'Formación en movilizaciones', 'u9', { visibility: 'workers' }),
]

const serve = (rows: unknown[], answer?: Answer) => serveList(fetchMock, '/api/posts', rows, answer)
const sent = (method: string) => sentCalls(fetchMock, method)

function renderPage() {
  return renderWithProviders(
    <TooltipProvider>
      <PostsPage />
      <Toaster />
    </TooltipProvider>,
  )
}

async function findTable() {
  const table = await screen.findByRole('table', { name: 'Publicaciones' })
  await within(table).findByText('Fiesta de otoño')
  return table
}

const photoInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"][name="photo"]')!

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'marta' }, 'tok')
})

describe('PostsPage', () => {
  it('lists the posts with their thumbnail, audience and date; cards show the title and photo', async () => {
    serve(list)
    renderPage()
    const table = await findTable()
    const row = within(table).getByRole('row', { name: /Fiesta de otoño/ })
    expect(row).toHaveTextContent('Familias')
    expect(row).toHaveTextContent('20/11/2026')
    expect(within(row).getByRole('img')).toHaveAttribute('src', '/api/images/img-p1?size=thumb')
    expect(within(table).getByRole('row', { name: /Formación/ })).toHaveTextContent('Trabajadores')
    const cards = screen.getByRole('list', { name: 'Publicaciones' })
    expect(within(cards).getByText('Fiesta de otoño')).toBeInTheDocument()
    expect(within(cards).getByAltText('Foto de la publicación Fiesta de otoño')).toHaveAttribute(
      'src',
      '/api/images/img-p1',
    )
  })

  it('offers edit and delete only on the posts the server marks canEdit: the viewer’s own, or all with content.edit-any', async () => {
    serve(list)
    const { unmount } = renderPage()
    let table = await findTable()
    expect(within(table).getByRole('button', { name: 'Editar la publicación Fiesta de otoño' })).toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: /Formación/ })).not.toBeInTheDocument()
    unmount()

    serve(list.map((row) => ({ ...row, canEdit: true })))
    renderPage()
    table = await findTable()
    expect(
      within(table).getByRole('button', { name: 'Eliminar la publicación Formación en movilizaciones' }),
    ).toBeInTheDocument()
  })

  it('says "No hay publicaciones." when there are none', async () => {
    serve([])
    renderPage()
    expect(await screen.findAllByText('No hay publicaciones.')).toHaveLength(2)
  })

  it('publishes a post with its photo: messages first, a wrong file refused, then POST /posts', async () => {
    serve(list, (url, init) =>
      url.pathname === '/api/posts' && init?.method === 'POST' ? jsonResponse(201, post('p3', '', 'u1')) : undefined,
    )
    renderPage()
    await findTable()
    const user = userEvent.setup({ applyAccept: false })
    await user.click(screen.getByRole('button', { name: 'Nueva Publicación' }))
    const dialog = screen.getByRole('dialog', { name: 'Nueva Publicación' })
    expect(within(dialog).getByText('PNG, JPG o GIF hasta 10 MB')).toBeInTheDocument()
    expect(within(dialog).getByRole('radio', { name: 'Ambos' })).toBeChecked()

    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }))
    expect(await within(dialog).findByText('El contenido es requerido.')).toBeInTheDocument()
    expect(within(dialog).getByText('La foto es requerida.')).toBeInTheDocument()

    await user.upload(photoInput(dialog), new File(['%PDF'], 'acta.pdf', { type: 'application/pdf' }))
    expect(await within(dialog).findByText('La foto debe ser una imagen PNG, JPG, GIF o WebP.')).toBeInTheDocument()

    await user.upload(photoInput(dialog), new File([new Uint8Array([0x89, 0x50])], 'foto.png', { type: 'image/png' }))
    expect(await within(dialog).findByAltText('Vista previa de la foto')).toHaveAttribute(
      'src',
      'data:image/png;base64,iVA=',
    )
    expect(within(dialog).queryByText('La foto debe ser una imagen PNG, JPG, GIF o WebP.')).not.toBeInTheDocument()
    fireEvent.change(within(dialog).getByLabelText('Contenido'), { target: { value: 'Castañas en el jardín.' } })
    await user.click(within(dialog).getByRole('radio', { name: 'Trabajadores' }))
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }))

    expect(await screen.findByText('Publicación creada')).toBeInTheDocument()
    expect(screen.getByText('La publicación se ha creado correctamente.')).toBeInTheDocument()
    expect(sent('POST')).toEqual([
      {
        url: '/api/posts',
        body: {
          title: '',
          content: 'Castañas en el jardín.',
          visibility: 'workers',
          photo: 'data:image/png;base64,iVA=',
        },
      },
    ])
  })

  it('edits a post keeping its photo: PUT without photo, then the toast', async () => {
    serve(list, (url, init) =>
      url.pathname === '/api/posts/p1' && init?.method === 'PUT' ? jsonResponse(200, list[0]) : undefined,
    )
    renderPage()
    const table = await findTable()
    const user = userEvent.setup()
    await user.click(within(table).getByRole('button', { name: 'Editar la publicación Fiesta de otoño' }))
    const dialog = screen.getByRole('dialog', { name: 'Editar Publicación' })
    expect(within(dialog).getByAltText('Vista previa de la foto')).toHaveAttribute('src', '/api/images/img-p1')
    expect(within(dialog).getByText(/Si no eliges otra, se mantiene la foto actual/)).toBeInTheDocument()
    expect(within(dialog).getByRole('radio', { name: 'Familias' })).toBeChecked()
    await user.clear(within(dialog).getByLabelText(/Título/))
    await user.type(within(dialog).getByLabelText(/Título/), 'Fiesta de otoño 2026')
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }))

    expect(await screen.findByText('Publicación actualizada')).toBeInTheDocument()
    expect(sent('PUT')).toEqual([
      {
        url: '/api/posts/p1',
        body: { title: 'Fiesta de otoño 2026', content: 'Texto de Fiesta de otoño', visibility: 'families' },
      },
    ])
  })

  it('shows a photo the server found too large on its field and in the banner', async () => {
    serve(list, (url, init) =>
      url.pathname === '/api/posts' && init?.method === 'POST'
        ? jsonResponse(413, {
            message: 'La solicitud es demasiado grande.',
            fields: { photo: 'La foto supera el tamaño máximo de 10 MB.' },
          })
        : undefined,
    )
    renderPage()
    await findTable()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Nueva Publicación' }))
    const dialog = screen.getByRole('dialog', { name: 'Nueva Publicación' })
    await user.upload(photoInput(dialog), new File([new Uint8Array([1])], 'foto.gif', { type: 'image/gif' }))
    await within(dialog).findByAltText('Vista previa de la foto')
    fireEvent.change(within(dialog).getByLabelText('Contenido'), { target: { value: 'Hola' } })
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('La solicitud es demasiado grande.')
    expect(within(dialog).getByText('La foto supera el tamaño máximo de 10 MB.')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Nueva Publicación' })).toBeInTheDocument()
  })

  it('deletes after the SPEC’s confirmation, with the toast', async () => {
    serve(list, (url, init) =>
      url.pathname === '/api/posts/p1' && init?.method === 'DELETE'
        ? jsonResponse(200, { message: 'Publicación eliminada.' })
        : undefined,
    )
    renderPage()
    const table = await findTable()
    const user = userEvent.setup()
    await user.click(within(table).getByRole('button', { name: 'Eliminar la publicación Fiesta de otoño' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Eliminar publicación' })
    expect(confirm).toHaveTextContent(
      '¿Estás seguro de que deseas eliminar esta publicación? Esta acción no se puede deshacer.',
    )
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }))
    expect(await screen.findByText('Publicación eliminada')).toBeInTheDocument()
    expect(screen.getByText('La publicación se ha eliminado correctamente.')).toBeInTheDocument()
    await waitFor(() => expect(sent('DELETE').map((c) => c.url)).toEqual(['/api/posts/p1']))
  })
})
