import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/sonner'
import { MedicationFormDialog } from '@/features/inventory/components/medication-form/medication-form-dialog'
import { medicationSchema } from '@/features/inventory/schemas'
import { saveSession } from '@/lib/session'
import { jsonResponse, useFetchMock } from '@/test/fetch-mock'
import { medicationJSON } from '@/test/medication-fixtures'
import { renderWithProviders } from '@/test/render'

const fetchMock = useFetchMock()

beforeEach(() => {
  saveSession({ _id: 'u1', username: 'admin' }, 'tok')
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-21T10:00:00+01:00'))
  // jsdom has no pointer capture or scrolling, which Radix Select calls.
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
  Element.prototype.scrollIntoView ??= () => {}
})

afterEach(() => {
  vi.useRealTimers()
})

function renderDialog(medication: ReturnType<typeof medicationSchema.parse> | null) {
  const onOpenChange = vi.fn()
  renderWithProviders(
    <>
      <MedicationFormDialog open onOpenChange={onOpenChange} medication={medication} />
      <Toaster />
    </>,
  )
  return { onOpenChange, dialog: screen.getByRole('dialog'), user: userEvent.setup({ delay: null }) }
}

/** Puts `value` in a field in one input event (typing it key by key is slow on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field)
  await user.paste(value)
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }))
  await user.click(await screen.findByRole('option', { name: option }))
}

// Each test drives a whole dialog with many renders: generous on a busy machine running everything at once.
describe('MedicationFormDialog', { timeout: 20_000 }, () => {
  it('creates a medication with POST /medications, the price sent with its two decimals', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const { onOpenChange, dialog, user } = renderDialog(null)
    expect(within(dialog).getByRole('heading', { name: 'Nuevo Medicamento' })).toBeInTheDocument()
    await fill(user, within(dialog).getByLabelText('Nombre'), 'Paracetamol')
    await choose(user, 'Categoría', 'Analgésico')
    await choose(user, 'Vía de administración', 'Transdérmica')
    await fill(user, within(dialog).getByLabelText('Concentración'), '1 g')
    await fill(user, within(dialog).getByLabelText('Presentación'), 'Comprimidos')
    await fill(user, within(dialog).getByLabelText('Stock'), '40')
    await fill(user, within(dialog).getByLabelText('Stock mínimo'), '10')
    await fill(user, within(dialog).getByLabelText('Fecha de caducidad'), '2027-06-30')
    await fill(user, within(dialog).getByLabelText('Precio unitario (euros)'), '12,1')
    await fill(user, within(dialog).getByLabelText('Ubicación'), 'Armario A')
    await fill(user, within(dialog).getByLabelText('Proveedor'), 'Cofares')
    await fill(user, within(dialog).getByLabelText('Código ATC (opcional)'), 'n02be01')
    await user.click(within(dialog).getByLabelText('Requiere receta'))
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    expect(await within(dialog).findByRole('button', { name: 'Guardando…' })).toBeDisabled()
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/medications')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Paracetamol',
      activeIngredient: '',
      atcCode: 'N02BE01',
      category: 'Analgesic',
      concentration: '1 g',
      presentation: 'Comprimidos',
      administrationRoute: 'Transdérmica',
      stock: 40,
      minimumStock: 10,
      expirationDate: '2027-06-30',
      location: 'Armario A',
      supplier: 'Cofares',
      unitPrice: '12.10',
      requiresPrescription: true,
      highAlert: false,
      notes: '',
    })

    answer(jsonResponse(201, medicationJSON('m9', 'Paracetamol')))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(await screen.findByText('Medicamento agregado')).toBeInTheDocument()
    expect(screen.getByText('«Paracetamol» ya está en el inventario.')).toBeInTheDocument()
  })

  it('edits with the saved values, shows the price with € and two decimals, and saves with PUT', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, medicationJSON('m1', 'Ibuprofeno', { unitPrice: 0.3 })))
    const saved = medicationSchema.parse(
      medicationJSON('m1', 'Ibuprofeno', { unitPrice: 0.3, expirationDate: '2026-11-15', notes: 'Tras comer' }),
    )
    const { onOpenChange, dialog, user } = renderDialog(saved)
    expect(within(dialog).getByRole('heading', { name: 'Editar Medicamento' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Precio unitario (euros)')).toHaveValue('0,30')
    expect(within(dialog).getByLabelText('Precio unitario (euros)')).toHaveAttribute('inputmode', 'decimal')
    expect(within(dialog).getByText('€')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveTextContent('Analgésico')
    expect(within(dialog).getByLabelText('Notas (opcional)')).toHaveValue('Tras comer')

    await user.clear(within(dialog).getByLabelText('Stock'))
    await user.type(within(dialog).getByLabelText('Stock'), '33')
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }))

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/medications/m1')
    expect(init?.method).toBe('PUT')
    // The expired date is left alone, so it may stay.
    expect(JSON.parse(String(init?.body))).toMatchObject({ stock: 33, unitPrice: '0.30', expirationDate: '2026-11-15' })
    expect(await screen.findByText('Medicamento actualizado')).toBeInTheDocument()
  })

  it('writes the price back the es-ES way with two decimals when the field is left, a point or a comma typed', async () => {
    const { dialog, user } = renderDialog(null)
    const price = within(dialog).getByLabelText('Precio unitario (euros)')
    await user.type(price, '7.5')
    await user.tab()
    expect(price).toHaveDisplayValue('7,50')
    await user.clear(price)
    await user.type(price, '21,5')
    await user.tab()
    expect(price).toHaveDisplayValue('21,50')
    // Three decimals are not rounded away: the schema says why.
    await user.clear(price)
    await user.type(price, '3,105')
    await user.tab()
    expect(price).toHaveDisplayValue('3,105')
  })

  it('takes whole counts in numeric fields and refuses "1.000" rather than reading it as 1', async () => {
    const { dialog, user } = renderDialog(null)
    const stock = within(dialog).getByLabelText('Stock')
    expect(stock).toHaveAttribute('inputmode', 'numeric')
    await user.type(stock, '1.000')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(dialog).findByText('Escribe un número entero.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('offers the fourteen routes of DESIGN 8 in Spanish', async () => {
    const { user } = renderDialog(null)
    await user.click(screen.getByRole('combobox', { name: 'Vía de administración' }))
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent)
    expect(options).toHaveLength(14)
    expect(options).toEqual(expect.arrayContaining(['Oral', 'Tópica', 'Inhalatoria', 'Enteral (sonda)']))
    expect(options).not.toContain('Topical')
  })

  it('asks before Escape throws away what was typed, and keeps it on "Seguir editando"', async () => {
    const { onOpenChange, dialog, user } = renderDialog(null)
    await fill(user, within(dialog).getByLabelText('Nombre'), 'Paracetamol')
    await user.keyboard('{Escape}')
    const ask = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' })
    await user.click(within(ask).getByRole('button', { name: 'Seguir editando' }))
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Paracetamol')
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Descartar' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('shows every message at once and sends nothing while a field is wrong', async () => {
    const { dialog, user } = renderDialog(null)
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(dialog).findByText('El nombre es obligatorio.')).toBeInTheDocument()
    expect(within(dialog).getByText('La categoría es obligatoria.')).toBeInTheDocument()
    expect(within(dialog).getByText('El precio es obligatorio.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Nombre')).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("puts the server's refusal on its field, in the banner and in an Error toast", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        message: 'Revisa los campos marcados.',
        fields: { expirationDate: 'La fecha de caducidad debe ser futura.' },
      }),
    )
    const saved = medicationSchema.parse(medicationJSON('m1', 'Ibuprofeno'))
    const { onOpenChange, dialog, user } = renderDialog(saved)
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Revisa los campos marcados.')
    expect(within(dialog).getByText('La fecha de caducidad debe ser futura.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Fecha de caducidad')).toHaveAttribute('aria-invalid', 'true')
    expect(await screen.findByText('Error')).toBeInTheDocument()
    expect(onOpenChange).not.toHaveBeenCalled()
  })
})
