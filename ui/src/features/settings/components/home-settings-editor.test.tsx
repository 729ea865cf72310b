import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { settingsKeys } from '@/features/settings/api'
import { HomeSettingsEditor } from '@/features/settings/components/home-settings-editor'
import { DEFAULT_PUBLIC_SETTINGS } from '@/features/settings/schemas'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'

const fetchMock = useFetchMock()

const saved = { ...DEFAULT_PUBLIC_SETTINGS, homeName: 'Residencia San José', messagingUrl: 'https://wa.me/34911111111' }

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'admin' }, 'tok')
})

/** Answers GET /settings/public with `saved` and PUT /settings with `answer`. */
function serve(answer: () => Response) {
  fetchMock.mockImplementation(async (_url, init) => (init?.method === 'PUT' ? answer() : jsonResponse(200, saved)))
}

const putCalls = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')

async function renderEditor() {
  const rendered = renderWithProviders(<HomeSettingsEditor />)
  await screen.findByLabelText('Nombre de la residencia')
  return rendered
}

describe('HomeSettingsEditor', () => {
  it('prefills the form with what is saved', async () => {
    serve(() => jsonResponse(200, saved))
    await renderEditor()
    expect(screen.getByLabelText('Nombre de la residencia')).toHaveValue('Residencia San José')
    expect(screen.getByLabelText('Horario de visitas')).toHaveValue('10am-5pm')
    expect(screen.getByLabelText('Año de fundación')).toHaveValue('1998')
    expect(screen.getByLabelText('Enlace de mensajería')).toHaveValue('https://wa.me/34911111111')
    expect(fetchMock.mock.calls[0][0]).toBe('/api/settings/public')
  })

  it('shows the server messages for emptied fields and sends nothing', async () => {
    serve(() => jsonResponse(200, saved))
    await renderEditor()
    const user = userEvent.setup()
    for (const label of ['Nombre de la residencia', 'Teléfono', 'Dirección', 'Horario de visitas', 'Año de fundación']) {
      await user.clear(screen.getByLabelText(label))
    }
    await user.click(screen.getByRole('button', { name: 'Guardar' }))

    expect(await screen.findByText('El nombre de la residencia es obligatorio.')).toBeInTheDocument()
    expect(screen.getByText('El teléfono es obligatorio.')).toBeInTheDocument()
    expect(screen.getByText('La dirección es obligatoria.')).toBeInTheDocument()
    expect(screen.getByText('El horario de visitas es obligatorio.')).toBeInTheDocument()
    expect(screen.getByText('El año de fundación no es válido.')).toBeInTheDocument()
    expect(putCalls()).toHaveLength(0)
  })

  it('saves with PUT /settings, the year as a number, and refreshes the landing page details', async () => {
    const answer = { ...saved, homeName: 'Casa Clara', foundedYear: 2001 }
    serve(() => jsonResponse(200, answer))
    const { queryClient } = await renderEditor()
    queryClient.setQueryData(settingsKeys.public(), DEFAULT_PUBLIC_SETTINGS)
    const user = userEvent.setup()
    await user.clear(screen.getByLabelText('Nombre de la residencia'))
    await user.type(screen.getByLabelText('Nombre de la residencia'), ' Casa Clara ')
    await user.clear(screen.getByLabelText('Año de fundación'))
    await user.type(screen.getByLabelText('Año de fundación'), '2001')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(putCalls()).toHaveLength(1))
    const [url, init] = putCalls()[0]
    expect(url).toBe('/api/settings')
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok')
    expect(JSON.parse(String(init?.body))).toEqual(answer)
    await waitFor(() => expect(queryClient.getQueryState(settingsKeys.public())?.isInvalidated).toBe(true))
    expect(screen.getByLabelText('Nombre de la residencia')).toHaveValue('Casa Clara')
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled()
  })

  it('shows the refusal of a user who is not administrative', async () => {
    serve(() => jsonResponse(403, { message: 'No tienes permiso para realizar esta acción.', fields: {} }))
    await renderEditor()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para realizar esta acción.')
  })

  it('puts the server field errors on the fields', async () => {
    serve(() =>
      jsonResponse(422, { message: 'Revisa los campos marcados.', fields: { phone: 'Es demasiado largo (máximo 40 caracteres).' } }),
    )
    await renderEditor()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Es demasiado largo (máximo 40 caracteres).')).toBeInTheDocument()
    expect(screen.getByLabelText('Teléfono')).toHaveAttribute('aria-invalid', 'true')
  })

  it('says so when the details cannot be loaded, and retries', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { message: 'Ha ocurrido un error inesperado.', fields: {} }))
    renderWithProviders(<HomeSettingsEditor />)
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar los datos de la residencia.')
    fetchMock.mockResolvedValueOnce(jsonResponse(200, saved))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByLabelText('Nombre de la residencia')).toHaveValue('Residencia San José')
  })
})
