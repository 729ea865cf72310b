import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ResidentWizard } from '@/features/patients/wizard/resident-wizard'
import type { ResidentFormValues } from '@/features/patients/wizard/schema'
import { PermissionsProvider } from '@/lib/permissions'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { allBut, PERMISSIONS } from '@/test/permissions'
import { renderWithProviders } from '@/test/render'
import { completeResidentValues, recordedEssentials, savedResident } from '@/test/resident-fixtures'
import { contact, field, fill, fillUpToReview, medical, personal, tab } from '@/test/resident-wizard-driver'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))
vi.mock('sonner', async (original) => ({ ...(await original<typeof import('sonner')>()), toast }))

const fetchMock = useFetchMock()

/** The rooms in use (GET /patients/rooms): room 3 is Tomás Gil's (r9); 7 and 14A were left free. */
const ROOMS = { occupied: [{ room: '3', residentId: 'r9', residentName: 'Tomás Gil' }], free: ['7', '14A'] }

/** The server: the rooms, and `answer` for anything else (the save). */
function serve(answer: () => Response | Promise<Response> = () => jsonResponse(404, { message: 'No encontrado.', fields: {} })) {
  fetchMock.mockImplementation(async (input) => (String(input) === '/api/patients/rooms' ? jsonResponse(200, ROOMS) : answer()))
}

/** The calls besides reading the rooms: the saves. */
const saves = () => fetchMock.mock.calls.filter(([url]) => String(url) !== '/api/patients/rooms')

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'admin' }, 'tok')
  toast.success.mockReset()
  toast.error.mockReset()
  serve()
})

const banner = () => screen.queryByRole('alert')
const v = completeResidentValues()

function renderWizard(
  resident = null as ReturnType<typeof savedResident> | null,
  permissions: readonly string[] = PERMISSIONS.administrative,
  receivingEmployee?: string,
) {
  const onSaved = vi.fn()
  const onDirtyChange = vi.fn()
  const rendered = renderWithProviders(
    <PermissionsProvider permissions={permissions}>
      <ResidentWizard resident={resident} onSaved={onSaved} onDirtyChange={onDirtyChange} receivingEmployee={receivingEmployee} />
    </PermissionsProvider>,
  )
  return { ...rendered, onSaved, onDirtyChange, user: userEvent.setup() }
}

describe('ResidentWizard: moving between tabs', () => {
  it('starts on Personal with Anterior disabled, today as the admission date and the default choices', () => {
    renderWizard()
    expect(tab('Personal')).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled()
    expect(field('admissionDate').value).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(screen.getByRole('radio', { name: 'Hombre' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Soltero/a' })).toBeChecked()
    expect(field('socialSecurity')).toHaveAttribute('placeholder', 'XXX-XX-XXXX')
    expect(screen.getByText('Formatos recomendados: JPG, PNG. Tamaño máximo: 2MB.')).toBeInTheDocument()
  })

  it('Siguiente on an empty Personal tab stays, with the "Faltan campos" toast and one banner line per field', async () => {
    const { user } = renderWizard()
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Faltan campos', expect.anything()))
    expect(tab('Personal')).toHaveAttribute('aria-selected', 'true')
    expect(banner()?.textContent?.split('\n')).toEqual([
      'Campo requerido: Nombre completo',
      'Campo requerido: Número de la Seguridad Social',
      'Campo requerido: Fecha de nacimiento',
      'Campo requerido: Lugar de nacimiento',
      'Campo requerido: Habitación',
    ])
    expect(field('name')).toHaveAttribute('aria-invalid', 'true')
    expect(field('name')).toHaveFocus()
  })

  it('shows a format error’s own message in the banner', async () => {
    const { user } = renderWizard()
    fill(personal)
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(tab('Contacto')).toHaveAttribute('aria-selected', 'true'))
    fill({ ...contact, contactEmail: 'ana@' })
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(banner()).toHaveTextContent('Correo inválido.'))
    expect(banner()?.textContent).toBe('Correo inválido.')
    expect(tab('Contacto')).toHaveAttribute('aria-selected', 'true')
  })

  it('a later tab clicked checks every tab in between and stops at the first with problems', async () => {
    const { user } = renderWizard()
    fill(personal)
    await user.click(tab('Médico'))
    await waitFor(() => expect(tab('Contacto')).toHaveAttribute('aria-selected', 'true'))
    expect(banner()).toHaveTextContent('Campo requerido: Tutor y parentesco')
    expect(banner()).not.toHaveTextContent('Plan médico')
    expect(toast.error).toHaveBeenCalledWith('Faltan campos', expect.anything())
  })

  it('moving back is free and clears the banner; the banner also clears itself after 5 s', async () => {
    const { user } = renderWizard()
    fill(personal)
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(tab('Contacto')).toHaveAttribute('aria-selected', 'true'))
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(banner()).toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Anterior' }))
    expect(tab('Personal')).toHaveAttribute('aria-selected', 'true')
    expect(banner()).not.toBeInTheDocument()
    expect(field('name').value).toBe(personal.name)

    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      fireEvent.change(field('name'), { target: { value: '' } })
      fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }))
      await waitFor(() => expect(banner()).toHaveTextContent('Campo requerido: Nombre completo'))
      act(() => vi.advanceTimersByTime(5000))
      expect(banner()).not.toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows the "other" fields only while their flag is ticked', async () => {
    const { user } = renderWizard()
    fill(personal)
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(tab('Contacto')).toHaveAttribute('aria-selected', 'true'))
    fill(contact)
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(tab('Médico')).toHaveAttribute('aria-selected', 'true'))
    expect(field('otherEquipmentText')).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: 'Otro' }))
    expect(field('otherEquipmentText')).not.toBeNull()
    fill(medical)
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(banner()).toHaveTextContent('Campo requerido: Otro equipo'))
  })
})

describe('ResidentWizard: issue 11 admission', () => {
  it('checks the room on Personal against the rooms in use, naming who is there, and suggests the free ones', async () => {
    const { user } = renderWizard()
    await waitFor(() => expect(document.querySelectorAll('datalist option')).toHaveLength(2))
    const suggestions = [...document.querySelectorAll<HTMLOptionElement>('datalist option')].map((option) => option.value)
    expect(suggestions).toEqual(['7', '14A'])
    expect(field('room')).toHaveAttribute('list', document.querySelector('datalist')!.id)

    fill({ ...personal, room: ' 3 ' })
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(banner()?.textContent).toBe('La habitación ya está ocupada por Tomás Gil.'))
    expect(tab('Personal')).toHaveAttribute('aria-selected', 'true')
    expect(field('room')).toHaveAttribute('aria-invalid', 'true')
    expect(within(field('room').closest('[data-slot="form-item"]') as HTMLElement).getByText('La habitación ya está ocupada por Tomás Gil.')).toBeInTheDocument()

    fill({ room: '7' })
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(tab('Contacto')).toHaveAttribute('aria-selected', 'true'))
  })

  it('lets the resident being edited keep their own room', async () => {
    const resident = savedResident({ _id: 'r9', room: '3' })
    const { user } = renderWizard(resident)
    await waitFor(() => expect(document.querySelectorAll('datalist option')).toHaveLength(2))
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(tab('Contacto')).toHaveAttribute('aria-selected', 'true'))
    expect(banner()).not.toBeInTheDocument()
  })

  it('admits without religion, supplement, postal address, e-mail or family account; a password alone asks for the username', async () => {
    const saved = savedResident({ _id: 'nuevo', username: '' })
    serve(() => jsonResponse(201, saved))
    const { user, onSaved } = renderWizard()
    fill({ ...personal, religion: '' })
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(tab('Contacto')).toHaveAttribute('aria-selected', 'true'))
    expect(screen.getByText('Necesaria solo si indicas el usuario de la familia. Al menos 6 caracteres.')).toBeInTheDocument()

    fill({ ...contact, mailingAddress: '', contactEmail: '', username: '', password: 'familia1', confirmPassword: 'familia1' })
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(banner()?.textContent).toBe('Campo requerido: Usuario de la familia'))
    fill({ password: '', confirmPassword: '' })
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(tab('Médico')).toHaveAttribute('aria-selected', 'true'))
    fill({ ...medical, supplement: '' })
    await user.click(tab('Revisión'))
    await waitFor(() => expect(tab('Revisión')).toHaveAttribute('aria-selected', 'true'))
    fill({ receivingEmployee: 'Carmen Ruiz' })
    await user.click(screen.getByRole('button', { name: 'Registrar' }))

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved))
    const body = JSON.parse(String(saves()[0][1]?.body))
    expect(body).toMatchObject({ religion: '', supplement: '', mailingAddress: '', contactEmail: '', username: '', password: '' })
  })

  it('starts "Empleado que recibe" with the signed-in user\'s name the page passes', async () => {
    const { user } = renderWizard(null, PERMISSIONS.administrative, 'Lucía Martín')
    await fillUpToReview(user)
    expect(field('receivingEmployee').value).toBe('Lucía Martín')
  })
})

describe('ResidentWizard: saving', () => {
  it('Registrar sends the resident, says so, and hands the saved resident over', async () => {
    const saved = savedResident({ _id: 'nuevo' })
    serve(() => jsonResponse(201, saved))
    const { user, onSaved } = renderWizard()
    await fillUpToReview(user)
    expect(screen.getByRole('region', { name: 'Resumen de lo que se guardará' })).toHaveTextContent('María José Núñez Peña')
    fill({ receivingEmployee: 'Carmen Ruiz' })
    await user.click(screen.getByRole('button', { name: 'Registrar' }))

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved))
    const [url, init] = saves()[0]
    expect(url).toBe('/api/patients/create-new-patient')
    expect(init?.method).toBe('POST')
    const body = JSON.parse(String(init?.body)) as ResidentFormValues & { area: null }
    expect(body).toMatchObject({
      name: v.name,
      room: v.room,
      password: v.password,
      confirmPassword: v.confirmPassword,
      photo: null,
      area: null,
      gender: 'male',
      receivingEmployee: 'Carmen Ruiz',
    })
    expect(body.additionalFamilyMembers).toHaveLength(2)
    expect(toast.success).toHaveBeenCalledWith('Paciente Creado', { description: 'Se ha registrado correctamente.' })
  })

  it('Registrar with a missing field stays, with the toast and the banner, and sends nothing', async () => {
    const { user } = renderWizard()
    await fillUpToReview(user)
    await user.click(screen.getByRole('button', { name: 'Registrar' }))
    await waitFor(() => expect(banner()?.textContent).toBe('Campo requerido: Empleado que recibe'))
    expect(toast.error).toHaveBeenCalledWith('Faltan campos', expect.anything())
    expect(tab('Revisión')).toHaveAttribute('aria-selected', 'true')
    expect(saves()).toEqual([])
  })

  it('a field emptied on an earlier tab is caught when moving forward again', async () => {
    const { user } = renderWizard()
    await fillUpToReview(user)
    await user.click(tab('Personal'))
    fireEvent.change(field('room'), { target: { value: '' } })
    await user.click(tab('Revisión'))
    await waitFor(() => expect(banner()?.textContent).toBe('Campo requerido: Habitación'))
    expect(tab('Personal')).toHaveAttribute('aria-selected', 'true')
  })

  it('a 409 on the username goes onto the field and the banner, on the Contacto tab, keeping what was typed', async () => {
    serve(() =>
      jsonResponse(409, { message: 'Ese nombre de usuario ya está en uso.', fields: { username: 'Ese nombre de usuario ya está en uso.' } }),
    )
    const { user, onSaved } = renderWizard()
    await fillUpToReview(user)
    fill({ receivingEmployee: 'Carmen Ruiz' })
    await user.click(screen.getByRole('button', { name: 'Registrar' }))

    await waitFor(() => expect(tab('Contacto')).toHaveAttribute('aria-selected', 'true'))
    expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Ese nombre de usuario ya está en uso.' })
    expect(banner()?.textContent).toBe('Ese nombre de usuario ya está en uso.')
    expect(field('username')).toHaveAttribute('aria-invalid', 'true')
    expect(field('username')).toHaveFocus()
    expect(field('username').value).toBe(v.username)
    expect(within(field('username').closest('[data-slot="form-item"]') as HTMLElement).getByText('Ese nombre de usuario ya está en uso.')).toBeInTheDocument()
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('shows "Guardando…" and disables the buttons while saving', async () => {
    let answer: (response: Response) => void = () => {}
    const pending = new Promise<Response>((resolve) => (answer = resolve))
    serve(() => pending)
    const { user } = renderWizard()
    await fillUpToReview(user)
    fill({ receivingEmployee: 'Carmen Ruiz' })
    await user.click(screen.getByRole('button', { name: 'Registrar' }))
    expect(await screen.findByRole('button', { name: 'Guardando…' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled()
    answer(jsonResponse(201, savedResident()))
    await waitFor(() => expect(toast.success).toHaveBeenCalled())
  })
})

describe('ResidentWizard: editing', () => {
  it('opens with the saved data, password optional, and Actualizar sends PUT with the current photo URL', async () => {
    const resident = savedResident()
    serve(() => jsonResponse(200, { ...resident, room: '14A' }))
    const { user, onDirtyChange } = renderWizard(resident)
    expect(field('name').value).toBe(resident.name)
    expect(screen.getByRole('img', { name: 'Foto del residente' })).toHaveAttribute('src', '/api/images/i1')
    fill({ room: '14A' })
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true))

    await user.click(tab('Revisión'))
    await waitFor(() => expect(tab('Revisión')).toHaveAttribute('aria-selected', 'true'))
    expect(screen.getByRole('region', { name: 'Resumen de lo que se guardará' })).toHaveTextContent('Sin cambios')
    await user.click(screen.getByRole('button', { name: 'Actualizar' }))

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Paciente Actualizado', { description: 'Cambios guardados.' }))
    const [url, init] = saves()[0]
    expect(url).toBe('/api/patients/r1')
    expect(init?.method).toBe('PUT')
    const body = JSON.parse(String(init?.body))
    expect(body).toMatchObject({ room: '14A', photo: '/api/images/i1', password: '' })
    expect(body).not.toHaveProperty('area') // the server keeps the area set from "Configurar áreas"
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false))
  })

  it('opens with the essentials, sends them back, and puts a 422 on the directives\' date on the Médico tab', async () => {
    const message = 'La fecha de las instrucciones previas no puede ser posterior a hoy.'
    serve(() => jsonResponse(422, { message: 'Revisa los datos.', fields: { 'advanceDirectives.date': message } }))
    const { user } = renderWizard(savedResident(recordedEssentials))
    await user.click(tab('Revisión'))
    await waitFor(() => expect(tab('Revisión')).toHaveAttribute('aria-selected', 'true'))
    expect(screen.getByRole('region', { name: 'Médico' })).toHaveTextContent('No RCP')
    await user.click(screen.getByRole('button', { name: 'Actualizar' }))

    await waitFor(() => expect(tab('Médico')).toHaveAttribute('aria-selected', 'true'))
    expect(JSON.parse(String(saves()[0][1]?.body))).toMatchObject(recordedEssentials)
    expect(banner()?.textContent).toBe(message)
    expect(field('advanceDirectives.date')).toHaveAttribute('aria-invalid', 'true')
    expect(field('advanceDirectives.date').value).toBe('2024-11-05')
  })

  it('shows the directives\' date and place only while they are registered', async () => {
    const { user } = renderWizard(savedResident())
    await user.click(tab('Médico'))
    await waitFor(() => expect(tab('Médico')).toHaveAttribute('aria-selected', 'true'))
    expect(field('advanceDirectives.date')).toBeNull()
    expect(field('advanceDirectives.representative')).not.toBeNull()
    await user.click(screen.getByRole('checkbox', { name: 'Tiene instrucciones previas registradas' }))
    expect(field('advanceDirectives.date')).toHaveAttribute('type', 'date')
    expect(field('advanceDirectives.location')).not.toBeNull()
  })

  it('removes the photo with null', async () => {
    const resident = savedResident()
    serve(() => jsonResponse(200, { ...resident, photo: null }))
    const { user } = renderWizard(resident)
    await user.click(screen.getByRole('button', { name: 'Quitar foto' }))
    expect(screen.queryByRole('img', { name: 'Foto del residente' })).not.toBeInTheDocument()
    await user.click(tab('Revisión'))
    await user.click(await screen.findByRole('button', { name: 'Actualizar' }))
    await waitFor(() => expect(saves()).toHaveLength(1))
    expect(JSON.parse(String(saves()[0][1]?.body)).photo).toBeNull()
  })
})

describe('ResidentWizard: without residents.family-access (a nurse)', () => {
  const { username: _username, password: _password, confirmPassword: _confirm, ...contactOnly } = contact

  it('asks for no family username or password, and admits without sending them', async () => {
    const saved = savedResident({ _id: 'nuevo' })
    serve(() => jsonResponse(201, saved))
    const { user, onSaved } = renderWizard(null, PERMISSIONS.nurse)
    expect(field('password')).toBeNull()
    expect(field('confirmPassword')).toBeNull()
    expect(screen.queryByText('Acceso de la familia')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(banner()).toBeInTheDocument())
    expect(banner()?.textContent).not.toMatch(/Contraseña/)

    fill(personal)
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(tab('Contacto')).toHaveAttribute('aria-selected', 'true'))
    expect(field('username')).toBeNull()
    expect(field('password')).toBeNull()
    fill(contactOnly)
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(tab('Médico')).toHaveAttribute('aria-selected', 'true'))
    fill(medical)
    await user.click(tab('Revisión'))
    await waitFor(() => expect(tab('Revisión')).toHaveAttribute('aria-selected', 'true'))
    const summary = screen.getByRole('region', { name: 'Resumen de lo que se guardará' })
    expect(summary).not.toHaveTextContent('Contraseña')
    expect(summary).not.toHaveTextContent('Usuario de la familia')
    fill({ receivingEmployee: 'Carmen Ruiz' })
    await user.click(screen.getByRole('button', { name: 'Registrar' }))

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved))
    const body = JSON.parse(String(saves()[0][1]?.body))
    expect(body).toMatchObject({ name: v.name, receivingEmployee: 'Carmen Ruiz', area: null })
    expect(body).not.toHaveProperty('username')
    expect(body).not.toHaveProperty('password')
    expect(body).not.toHaveProperty('confirmPassword')
  })

  it('edits the Datos tab without touching the family account', async () => {
    const resident = savedResident()
    serve(() => jsonResponse(200, { ...resident, room: '14A' }))
    const { user } = renderWizard(resident, PERMISSIONS.nurse)
    fill({ room: '14A' })
    await user.click(tab('Revisión'))
    await user.click(await screen.findByRole('button', { name: 'Actualizar' }))
    await waitFor(() => expect(saves()).toHaveLength(1))
    const body = JSON.parse(String(saves()[0][1]?.body))
    expect(body).toMatchObject({ room: '14A' })
    expect(body).not.toHaveProperty('username')
    expect(body).not.toHaveProperty('password')
  })
})

describe('ResidentWizard: without residents.admit', () => {
  it('shows the data read-only, with no Actualizar', async () => {
    const resident = savedResident()
    const { user } = renderWizard(resident, allBut('residents.admit'))
    expect(screen.getByText(/no tienes permiso para modificarlos/)).toBeInTheDocument()
    expect(field('name')).toBeDisabled()
    await user.click(tab('Revisión'))
    await waitFor(() => expect(tab('Revisión')).toHaveAttribute('aria-selected', 'true'))
    expect(screen.queryByRole('button', { name: 'Actualizar' })).not.toBeInTheDocument()
    expect(saves()).toEqual([])
  })
})

describe('ResidentWizard: an archived resident', () => {
  it('shows the data read-only, with no Actualizar, even to whoever may edit it', async () => {
    const { user } = renderWizard({ ...savedResident(), archived: true })
    expect(screen.getByText(/El residente está archivado: sus datos se consultan/)).toBeInTheDocument()
    expect(field('name')).toBeDisabled()
    await user.click(tab('Revisión'))
    await waitFor(() => expect(tab('Revisión')).toHaveAttribute('aria-selected', 'true'))
    expect(screen.queryByRole('button', { name: 'Actualizar' })).not.toBeInTheDocument()
    expect(saves()).toEqual([])
  })
})

describe('ResidentWizard: photo', () => {
  it('refuses a file over 2 MB with a clear message, and previews an accepted one', async () => {
    const { user } = renderWizard()
    const input = field('photo')
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp')
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' })
    await user.upload(input, big)
    expect(await screen.findByText('La foto supera el tamaño máximo de 2 MB.')).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('img', { name: 'Foto del residente' })).not.toBeInTheDocument()

    await user.upload(input, new File([new Uint8Array([1, 2, 3])], 'foto.png', { type: 'image/png' }))
    expect(await screen.findByRole('img', { name: 'Foto del residente' })).toHaveAttribute('src', 'data:image/png;base64,AQID')
    expect(screen.queryByText('La foto supera el tamaño máximo de 2 MB.')).not.toBeInTheDocument()
  })
})
