import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/sonner'
import type { Person } from '@/features/staff/components/people-list'
import { PERSONNEL } from '@/features/staff/components/personnel/personnel-kind'
import { PersonFormDialog } from '@/features/staff/components/person-form-dialog'
import { SOCIAL_WORKERS } from '@/features/staff/components/social-workers/social-worker-kind'
import type { TeamKind } from '@/features/staff/components/team-kind'
import type { SocialWorker, StaffMember } from '@/features/staff/schemas'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'

const fetchMock = useFetchMock()

const elena: StaffMember = {
  _id: 's1',
  name: 'Elena Sáez Morales',
  position: 'doctor',
  isAdmin: false,
  specialty: 'Medicina interna',
  email: 'elena.saez@residencia.es',
  username: 'elena.saez',
  phone: '+34 641 221 337',
}

const marta: SocialWorker = {
  _id: 'w1',
  name: 'Marta Gil Navarro',
  area: 'Unidad de memoria',
  email: 'marta.gil@residencia.es',
  username: 'marta.gil',
  phone: '+34 647 287 379',
  licenseNumber: 'TS-3390',
}

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'admin' }, 'tok')
  // jsdom has no pointer capture or scrolling, which Radix Select calls.
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
  Element.prototype.scrollIntoView ??= () => {}
})

function open<P extends Person>(kind: TeamKind<P>, person: P | null, onSaved = vi.fn()) {
  renderWithProviders(
    <>
      <PersonFormDialog kind={kind} open onOpenChange={vi.fn()} person={person} onSaved={onSaved} />
      <Toaster />
    </>,
  )
  return { dialog: screen.getByRole('dialog'), onSaved, user: userEvent.setup() }
}

const body = () => JSON.parse(String(fetchMock.mock.calls[0][1]?.body))

describe('an empty new person', () => {
  it.each([
    {
      heading: 'Nuevo Personal',
      start: () => open(PERSONNEL, null),
      messages: [
        'El nombre completo es requerido.',
        'El cargo es requerido.',
        'El nombre de usuario es requerido.',
        'El teléfono es requerido.',
        'La contraseña es requerida.',
        'La confirmación de contraseña es requerida.',
      ],
    },
    {
      heading: 'Nueva Trabajadora Social',
      start: () => open(SOCIAL_WORKERS, null),
      messages: [
        'El nombre completo es requerido.',
        'El área es requerida.',
        'El número de licencia es requerido.',
        'El nombre de usuario es requerido.',
        'El teléfono es requerido.',
        'La contraseña es requerida.',
        'La confirmación de contraseña es requerida.',
      ],
    },
  ])(
    '$heading shows every missing field, the password included, and sends nothing',
    async ({ heading, start, messages }) => {
      const { dialog, user } = start()
      expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument()
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
      for (const message of messages) {
        expect(await within(dialog).findByText(message)).toBeInTheDocument()
      }
      expect(within(dialog).getByLabelText('Nombre completo')).toHaveFocus()
      expect(fetchMock).not.toHaveBeenCalled()
    },
  )
})

describe('Nuevo Personal', () => {
  it('creates the person with POST /staff/create-new-staff and says so', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { ...elena, _id: 's9', name: 'Nuria Belmonte', position: 'nurse' }))
    const { dialog, user, onSaved } = open(PERSONNEL, null)
    await user.type(within(dialog).getByLabelText('Nombre completo'), 'Nuria Belmonte')
    await user.click(within(dialog).getByRole('combobox', { name: 'Cargo' }))
    await user.click(await screen.findByRole('option', { name: 'Enfermera' }))
    await user.type(within(dialog).getByLabelText(/Especialidad/), 'Turno de noche')
    await user.type(within(dialog).getByLabelText('Teléfono'), '+34 644 254 358')
    await user.type(within(dialog).getByLabelText('Nombre de usuario'), 'nuria.belmonte')
    await user.type(within(dialog).getByLabelText('Contraseña'), 'personal2026')
    await user.type(within(dialog).getByLabelText('Confirmar contraseña'), 'personal2026')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ _id: 's9' })))
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/staff/create-new-staff')
    expect(init?.method).toBe('POST')
    expect(body()).toEqual({
      name: 'Nuria Belmonte',
      role: 'nurse',
      specialty: 'Turno de noche',
      email: '',
      username: 'nuria.belmonte',
      phone: '+34 644 254 358',
      password: 'personal2026',
      confirmPassword: 'personal2026',
      isEditing: false,
    })
    expect(await screen.findByText('Personal creado')).toBeInTheDocument()
    expect(screen.getByText('El personal se ha creado correctamente.')).toBeInTheDocument()
  })

  it("puts the server's 409 on the username, shows the banner and stays open", async () => {
    let answer!: (response: Response) => void
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const { dialog, user, onSaved } = open(PERSONNEL, null)
    await user.type(within(dialog).getByLabelText('Nombre completo'), 'Otra Persona')
    await user.click(within(dialog).getByRole('combobox', { name: 'Cargo' }))
    await user.click(await screen.findByRole('option', { name: 'Médico' }))
    await user.type(within(dialog).getByLabelText('Teléfono'), '600')
    await user.type(within(dialog).getByLabelText('Nombre de usuario'), 'elena.saez')
    await user.type(within(dialog).getByLabelText('Contraseña'), 'secreto1')
    await user.type(within(dialog).getByLabelText('Confirmar contraseña'), 'secreto1')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    expect(await within(dialog).findByRole('button', { name: 'Guardando…' })).toBeDisabled()
    answer(
      jsonResponse(409, {
        message: 'Ese nombre de usuario ya está en uso.',
        fields: { username: 'Ese nombre de usuario ya está en uso.' },
      }),
    )
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ese nombre de usuario ya está en uso.')
    expect(within(dialog).getByLabelText('Nombre de usuario')).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByLabelText('Nombre de usuario')).toHaveFocus()
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeEnabled()
    expect(await screen.findByText('¡Vaya!')).toBeInTheDocument()
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('refuses a username outside a-z, digits and . _ - before sending it', async () => {
    const { dialog, user } = open(PERSONNEL, null)
    await user.type(within(dialog).getByLabelText('Nombre de usuario'), 'begoña')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(within(dialog).getByLabelText('Nombre de usuario')).toHaveAccessibleDescription(
      expect.stringContaining(
        'El nombre de usuario solo puede contener letras de la a a la z (sin tildes ni ñ), números, puntos, guiones y guiones bajos.',
      ),
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("shows the server's look-alike refusal (409) on the username", async () => {
    const lookalike = 'Ya existe un usuario con un nombre casi igual: admin.'
    fetchMock.mockResolvedValue(jsonResponse(409, { message: lookalike, fields: { username: lookalike } }))
    const { dialog, user, onSaved } = open(PERSONNEL, null)
    await user.type(within(dialog).getByLabelText('Nombre completo'), 'Otra Persona')
    await user.click(within(dialog).getByRole('combobox', { name: 'Cargo' }))
    await user.click(await screen.findByRole('option', { name: 'Médico' }))
    await user.type(within(dialog).getByLabelText('Teléfono'), '600')
    await user.type(within(dialog).getByLabelText('Nombre de usuario'), 'Adm1n')
    await user.type(within(dialog).getByLabelText('Contraseña'), 'secreto1')
    await user.type(within(dialog).getByLabelText('Confirmar contraseña'), 'secreto1')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    const field = within(dialog).getByLabelText('Nombre de usuario')
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(lookalike)))
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('says "Error desconocido." when the server gives no message', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }))
    const { dialog, user } = open(PERSONNEL, null)
    await user.type(within(dialog).getByLabelText('Nombre completo'), 'Otra Persona')
    await user.click(within(dialog).getByRole('combobox', { name: 'Cargo' }))
    await user.click(await screen.findByRole('option', { name: 'Administrativo' }))
    await user.type(within(dialog).getByLabelText('Teléfono'), '600')
    await user.type(within(dialog).getByLabelText('Nombre de usuario'), 'otra')
    await user.type(within(dialog).getByLabelText('Contraseña'), 'secreto1')
    await user.type(within(dialog).getByLabelText('Confirmar contraseña'), 'secreto1')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error desconocido.')
  })
})

describe('Editar Personal', () => {
  it('is filled in, has no password, and saves with PUT /staff/{id} and "Personal actualizado"', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...elena, position: 'nurse', specialty: 'Curas' }))
    const { dialog, user, onSaved } = open(PERSONNEL, elena)
    expect(within(dialog).getByRole('heading', { name: 'Editar Personal' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Nombre completo')).toHaveValue('Elena Sáez Morales')
    expect(within(dialog).getByRole('combobox', { name: 'Cargo' })).toHaveTextContent('Médico')
    expect(within(dialog).queryByLabelText('Contraseña')).not.toBeInTheDocument()

    await user.click(within(dialog).getByRole('combobox', { name: 'Cargo' }))
    await user.click(await screen.findByRole('option', { name: 'Enfermera' }))
    await user.clear(within(dialog).getByLabelText(/Especialidad/))
    await user.type(within(dialog).getByLabelText(/Especialidad/), 'Curas')
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }))

    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/staff/s1')
    expect(init?.method).toBe('PUT')
    expect(body()).toEqual({
      _id: 's1',
      name: 'Elena Sáez Morales',
      position: 'nurse',
      specialty: 'Curas',
      email: 'elena.saez@residencia.es',
      username: 'elena.saez',
      phone: '+34 641 221 337',
    })
    expect(await screen.findByText('Personal actualizado')).toBeInTheDocument()
  })

  it('shows a refusal (403) clearly', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(403, { message: 'No tienes permiso para realizar esta acción.', fields: {} }),
    )
    const { dialog, user } = open(PERSONNEL, elena)
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No tienes permiso para realizar esta acción.')
  })

  it('saves someone whose username is older than the rule without asking to change it', async () => {
    const begona = { ...elena, _id: 's2', name: 'Begoña Núñez', username: 'Begoña.Núñez' }
    fetchMock.mockResolvedValue(jsonResponse(200, begona))
    const { dialog, user, onSaved } = open(PERSONNEL, begona)
    await user.clear(within(dialog).getByLabelText('Teléfono'))
    await user.type(within(dialog).getByLabelText('Teléfono'), '611')
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(body()).toEqual(expect.objectContaining({ username: 'Begoña.Núñez', phone: '611' }))
  })
})

describe('SocialWorkerFormDialog', () => {
  it('creates with POST /socialworker/create-new-socialworker and "Trabajadora Social Creada"', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { ...marta, _id: 'w9' }))
    const { dialog, user, onSaved } = open(SOCIAL_WORKERS, null)
    await user.type(within(dialog).getByLabelText('Nombre completo'), 'Marta Gil Navarro')
    await user.type(within(dialog).getByLabelText('Área'), 'Unidad de memoria')
    await user.type(within(dialog).getByLabelText('Número de licencia'), 'TS-3390')
    await user.type(within(dialog).getByLabelText(/Correo electrónico/), 'marta.gil@residencia.es')
    await user.type(within(dialog).getByLabelText('Teléfono'), '+34 647 287 379')
    await user.type(within(dialog).getByLabelText('Nombre de usuario'), 'marta.gil')
    await user.type(within(dialog).getByLabelText('Contraseña'), 'personal2026')
    await user.type(within(dialog).getByLabelText('Confirmar contraseña'), 'personal2026')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ _id: 'w9' })))
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/socialworker/create-new-socialworker')
    const { _id, ...fields } = marta
    expect(_id).toBe('w1')
    expect(body()).toEqual({ ...fields, password: 'personal2026', confirmPassword: 'personal2026' })
    expect(await screen.findByText('Trabajadora Social Creada')).toBeInTheDocument()
  })

  it('edits without password fields: PUT /socialworker/{id} and "Trabajadora Social Actualizada"', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...marta, area: 'Planta 1' }))
    const { dialog, user, onSaved } = open(SOCIAL_WORKERS, marta)
    expect(within(dialog).getByRole('heading', { name: 'Editar Trabajadora Social' })).toBeInTheDocument()
    expect(within(dialog).queryByLabelText('Contraseña')).not.toBeInTheDocument()
    expect(within(dialog).queryByLabelText('Confirmar contraseña')).not.toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('Área'))
    await user.type(within(dialog).getByLabelText('Área'), 'Planta 1')
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }))

    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/socialworker/w1')
    expect(init?.method).toBe('PUT')
    const { _id, ...fields } = marta
    expect(_id).toBe('w1')
    expect(body()).toEqual({ ...fields, area: 'Planta 1' })
    expect(await screen.findByText('Trabajadora Social Actualizada')).toBeInTheDocument()
  })
})
