import { describe, expect, it } from 'vitest'
import { failureMessage } from '@/features/staff/report-failure'
import { ApiError } from '@/lib/api'

describe('failureMessage', () => {
  it("is the server's message, a refusal included", () => {
    const forbidden = new ApiError(403, 'No tienes permiso para realizar esta acción.')
    expect(failureMessage(forbidden, 'No se pudo eliminar el personal.')).toBe(
      'No tienes permiso para realizar esta acción.',
    )
  })

  it("is SPEC 8's fallback when the server sent no message or the answer was not understood", () => {
    const silent = new ApiError(500, 'Ha ocurrido un error inesperado. Inténtalo de nuevo.')
    expect(failureMessage(silent, 'Error al obtener las trabajadoras sociales.')).toBe(
      'Error al obtener las trabajadoras sociales.',
    )
    expect(failureMessage(new TypeError('bad shape'), 'Error desconocido.')).toBe('Error desconocido.')
  })
})
