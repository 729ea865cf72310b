import { describe, expect, it } from 'vitest'
import { stockFormSchema } from '@/features/inventory/components/stock/stock-form-schema'

function errors(schema: ReturnType<typeof stockFormSchema>, quantity: string, description = 'Pedido') {
  const result = schema.safeParse({ quantity, description })
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

describe('stockFormSchema', () => {
  const add = stockFormSchema('add', 6)
  const remove = stockFormSchema('remove', 6)

  it('sends a whole quantity and the description trimmed', () => {
    expect(add.parse({ quantity: ' 10 ', description: ' Pedido de Cofares ' })).toEqual({
      quantity: 10,
      description: 'Pedido de Cofares',
    })
    expect(remove.parse({ quantity: '6', description: 'Dosis' })).toEqual({ quantity: 6, description: 'Dosis' })
  })

  it('wants at least 1, whole', () => {
    for (const quantity of ['', '0', '-2', 'abc']) {
      expect(errors(add, quantity)).toEqual({ quantity: 'La cantidad debe ser al menos 1.' })
    }
    expect(errors(add, '1.5')).toEqual({ quantity: 'Escribe un número entero.' })
    expect(errors(add, '2,5')).toEqual({ quantity: 'Escribe un número entero.' })
    // "1.000" is never taken as 1 (nor as a thousand): the nurse is asked for a whole number.
    expect(errors(add, '1.000')).toEqual({ quantity: 'Escribe un número entero.' })
    expect(errors(add, '1000001')).toEqual({ quantity: 'La cantidad no es válida.' })
    expect(add.safeParse({ quantity: '1000000', description: 'x' }).success).toBe(true)
  })

  it('requires a description', () => {
    expect(errors(add, '3', '  ')).toEqual({ description: 'La descripción es obligatoria.' })
    expect(errors(add, '3', 'x'.repeat(201))).toEqual({ description: 'Es demasiado largo (máximo 200 caracteres).' })
  })

  it('says how much is left when a removal asks for more', () => {
    expect(errors(remove, '7')).toEqual({ quantity: 'No hay suficiente stock: quedan 6 unidades.' })
    expect(errors(add, '7')).toEqual({})
  })
})
