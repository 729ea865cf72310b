import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RecentPosts } from '@/features/posts/components/feed/recent-posts'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderInRouter } from '@/test/render-in-router'

const fetchMock = useFetchMock()

function post(id: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    title,
    content: `Texto de ${title}`,
    photo: `/api/images/img-${id}`,
    visibility: 'both',
    author: 'Lucía Fernández',
    authorPhoto: null,
    likes: 2,
    likedByMe: false,
    comments: [],
    createdAt: '2026-11-20T09:05:00Z',
    createdBy: 'u9',
    createdByName: 'Lucía Fernández',
    ...extra,
  }
}

type Answer = (url: URL, init: RequestInit | undefined) => Response | undefined | Promise<Response | undefined>

function serve(posts: unknown[], answer: Answer = () => undefined) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const given = await answer(url, init)
    if (given) return given
    if (url.pathname === '/api/posts') return jsonResponse(200, posts)
    return jsonResponse(404, { message: 'No encontrado.', fields: {} })
  })
}

const article = (name: string) => screen.findByRole('article', { name })

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'admin' }, 'tok')
})

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'clipboard')
})

describe('RecentPosts', () => {
  it('shows author (or "Usuario"), placeholder photo, date, text, photo and the counts', async () => {
    serve([
      post('p1', 'Fiesta de otoño', { comments: [{ _id: 'c1', content: 'Bien', author: 'Ana' }] }),
      post('p2', '', { author: '' }),
    ])
    renderInRouter(<RecentPosts />)
    const first = await article('Fiesta de otoño')
    expect(within(first).getByRole('img', { name: 'Foto de Lucía Fernández' })).toBeInTheDocument()
    expect(first).toHaveTextContent('20/11/2026, 10:05')
    expect(first).toHaveTextContent('Texto de Fiesta de otoño')
    expect(within(first).getByAltText('Foto de la publicación Fiesta de otoño')).toHaveAttribute(
      'src',
      '/api/images/img-p1',
    )
    expect(first).toHaveTextContent('2 me gusta')
    expect(first).toHaveTextContent('1 comentario')
    const second = await article('Texto de')
    expect(within(second).getByText('Usuario')).toBeInTheDocument()
    expect(second).toHaveTextContent('0 comentarios')
  })

  it('says "No se encontraron publicaciones." when there are none', async () => {
    serve([])
    renderInRouter(<RecentPosts />)
    expect(await screen.findByText('No se encontraron publicaciones.')).toBeInTheDocument()
  })

  it('shows five posts and five more with "Mostrar más publicaciones"', async () => {
    serve(Array.from({ length: 7 }, (_, i) => post(`p${i}`, `Noticia ${i}`)))
    renderInRouter(<RecentPosts />)
    await article('Noticia 0')
    expect(screen.getAllByRole('article')).toHaveLength(5)
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar más publicaciones' }))
    expect(screen.getAllByRole('article')).toHaveLength(7)
    expect(screen.queryByRole('button', { name: 'Mostrar más publicaciones' })).not.toBeInTheDocument()
  })

  it('likes at once, then keeps the server’s count; a second click takes the like back', async () => {
    let release: () => void = () => {}
    const answered = new Promise<void>((done) => (release = done))
    serve([post('p1', 'Fiesta de otoño')], async (url, init) => {
      if (url.pathname !== '/api/posts/p1/like' || init?.method !== 'POST') return undefined
      await answered
      return jsonResponse(200, post('p1', 'Fiesta de otoño', { likes: 3, likedByMe: true }))
    })
    renderInRouter(<RecentPosts />)
    const item = await article('Fiesta de otoño')
    const like = within(item).getByRole('button', { name: 'Me gusta' })
    expect(like).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(like)
    expect(like).toHaveAttribute('aria-pressed', 'true')
    expect(item).toHaveTextContent('3 me gusta')
    release()
    await waitFor(() => expect(like).toBeEnabled())
    expect(item).toHaveTextContent('3 me gusta')
  })

  it('puts the like back and says why when the server refuses it', async () => {
    serve([post('p1', 'Fiesta de otoño')], (url) =>
      url.pathname === '/api/posts/p1/like'
        ? jsonResponse(404, { message: 'La publicación ya no existe.', fields: {} })
        : undefined,
    )
    renderInRouter(<RecentPosts />)
    const item = await article('Fiesta de otoño')
    const like = within(item).getByRole('button', { name: 'Me gusta' })
    await userEvent.click(like)
    expect(await screen.findByText('La publicación ya no existe.')).toBeInTheDocument()
    expect(like).toHaveAttribute('aria-pressed', 'false')
    expect(item).toHaveTextContent('2 me gusta')
  })

  it('opens the comments, refuses an empty one and posts a comment that then shows', async () => {
    const withComment = post('p1', 'Fiesta de otoño', {
      comments: [
        { _id: 'c1', content: '¡Qué bonito!', author: 'Marta Gil', authorId: 'u1', createdAt: '2026-11-21T08:00:00Z' },
      ],
    })
    serve([post('p1', 'Fiesta de otoño')], (url, init) =>
      url.pathname === '/api/posts/p1/comments' && init?.method === 'POST' ? jsonResponse(201, withComment) : undefined,
    )
    renderInRouter(<RecentPosts />)
    const item = await article('Fiesta de otoño')
    const user = userEvent.setup()
    const toggle = within(item).getByRole('button', { name: 'Comentar' })
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(within(item).getByText(/Todavía no hay comentarios/)).toBeInTheDocument()

    await user.click(within(item).getByRole('button', { name: 'Enviar comentario' }))
    expect(await within(item).findByText('El comentario no puede estar vacío.')).toBeInTheDocument()

    await user.type(within(item).getByLabelText('Tu comentario'), '¡Qué bonito!')
    await user.click(within(item).getByRole('button', { name: 'Enviar comentario' }))
    const comments = await within(item).findByRole('list', { name: 'Comentarios de Fiesta de otoño' })
    expect(comments).toHaveTextContent('Marta Gil')
    expect(comments).toHaveTextContent('¡Qué bonito!')
    expect(item).toHaveTextContent('1 comentario')
    expect(within(item).getByLabelText('Tu comentario')).toHaveValue('')
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/posts/p1/comments')!
    expect(JSON.parse(String(init?.body))).toEqual({ content: '¡Qué bonito!' })
  })

  it('copies the post’s text with a toast where the device has no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    vi.stubGlobal('isSecureContext', true)
    serve([post('p1', 'Fiesta de otoño')])
    renderInRouter(<RecentPosts />)
    const item = await article('Fiesta de otoño')
    await userEvent.click(within(item).getByRole('button', { name: 'Compartir' }))
    expect(await screen.findByText('Texto copiado')).toBeInTheDocument()
    expect(writeText).toHaveBeenCalledWith('Fiesta de otoño\n\nTexto de Fiesta de otoño\n\nLucía Fernández · Amparo')
  })
})
