/** Issue 29: a resident's stay in hospital and the transfer sheet, on the resident's page. */
export const hospital = {
  label: 'Traslado al hospital',
  sheet: 'Hoja de traslado (PDF)',
  leave: 'Registrar salida al hospital',
  back: 'Registrar vuelta',
  stay: {
    label: 'En el hospital',
    since: (when: string, reason: string) => `En el hospital desde el ${when} · ${reason}`,
    held: 'Mientras esté en el hospital, sus dosis se anotan como «Ausente u hospitalizado».',
  },
  sheetDialog: {
    title: 'Hoja de traslado al hospital',
    description: (name: string) =>
      `Lo esencial de ${name} para el equipo del hospital: alergias, medicación, últimas constantes y contactos. La impresión queda registrada.`,
    reason: 'Motivo del traslado y qué ha pasado',
    reasonPlaceholder: 'Qué ha pasado, cuándo, qué se ha hecho y cómo está ahora.',
    submit: 'Descargar hoja',
  },
  leaveDialog: {
    title: 'Registrar salida al hospital',
    description: (name: string) =>
      `Mientras ${name} esté en el hospital, sus dosis se anotan como «Ausente u hospitalizado» hasta que registres la vuelta.`,
    at: 'Fecha y hora de la salida',
    reason: 'Motivo',
    reasonPlaceholder: 'Por ejemplo: caída con sospecha de fractura de cadera.',
    submit: 'Registrar salida',
    done: 'Salida al hospital registrada',
  },
  returnDialog: {
    title: 'Registrar vuelta del hospital',
    description: (name: string) =>
      `Desde la vuelta, las dosis de ${name} vuelven a estar pendientes y su PAI queda pendiente de revisión.`,
    at: 'Fecha y hora de la vuelta',
    submit: 'Registrar vuelta',
    done: 'Vuelta del hospital registrada',
  },
  /** The server's messages (server/hospital.go). */
  validation: {
    leaveAtRequired: 'Indica la fecha y la hora de la salida.',
    leaveAtInvalid: 'La fecha y la hora de la salida no son válidas.',
    returnAtRequired: 'Indica la fecha y la hora de la vuelta.',
    returnAtInvalid: 'La fecha y la hora de la vuelta no son válidas.',
    reasonRequired: 'Indica el motivo del traslado.',
  },
} as const
