/**
 * Issue 15: the geriatric assessments (valoraciones, DESIGN 11): the resident's tab "Valoraciones", the
 * assessment form, the history per scale and the dashboard's card of what is due. The scales' own
 * wording (items, options, bands) comes from the server; the validation messages are the server's.
 */
export const assessments = {
  title: 'Valoraciones',
  description: 'Escalas de valoración geriátrica: la puntuación y el resultado se calculan al guardar.',
  loading: 'Cargando las valoraciones…',
  loadError: 'No se pudieron cargar las valoraciones.',
  scalesLoadError: 'No se pudieron cargar las escalas de valoración.',
  empty: 'Sin valoraciones registradas.',
  create: 'Nueva valoración',
  archived: 'El residente está archivado: no se pueden registrar valoraciones.',
  due: {
    title: 'Valoraciones pendientes',
    loading: 'Cargando las valoraciones pendientes…',
    loadError: 'No se pudieron cargar las valoraciones pendientes.',
    none: 'No hay valoraciones pendientes.',
    doNow: 'Hacer ahora',
    doNowLabel: (scale: string) => `Hacer ahora: ${scale}`,
    reassess: (since: string, last: string) => `Toca revalorar desde el ${since} (la última, del ${last}).`,
    fall: (date: string) => `Tras la caída del ${date}.`,
    fallNever: (date: string) => `Tras la caída del ${date}; nunca se ha hecho.`,
    weightLoss: (date: string) => `Tras la pérdida de peso del ${date}.`,
  },
  dashboard: {
    title: 'Valoraciones pendientes',
    description: 'Escalas que toca repetir y las que pide una caída.',
    count: (n: number) => (n === 1 ? '1 pendiente' : `${n} pendientes`),
    room: (room: string) => `Hab. ${room}`,
    seeAll: (n: number) => `Ver todas (${n})`,
    seeFewer: 'Ver menos',
  },
  form: {
    title: 'Nueva valoración',
    description: (name: string) => `Valoración de ${name}. Elige la escala y responde todas las preguntas.`,
    pickScale: 'Escala',
    pickScaleHint: 'Elige la escala que vas a pasar.',
    changeScale: 'Cambiar de escala',
    instructions: 'Cómo se pasa',
    points: (n: number) => (n === 1 ? '1 punto' : `${n} puntos`),
    score: (score: string, max: string) => `Puntuación ${score} de ${max}`,
    unanswered: (n: number) =>
      n === 1
        ? 'Falta 1 pregunta por responder: la puntuación es provisional.'
        : `Faltan ${n} preguntas por responder: la puntuación es provisional.`,
    allAnswered: 'Todas las preguntas respondidas.',
    unansweredBadge: (n: number) => (n === 1 ? '1 sin responder' : `${n} sin responder`),
    date: 'Fecha de la valoración',
    notes: 'Observaciones',
    notesNote: '(opcional)',
    submit: 'Guardar',
    submitting: 'Guardando…',
    saved: 'Valoración guardada',
    savedText: (score: string, band: string) => `Puntuación ${score} · ${band}`,
    scaleSection: (section: string) => section,
  },
  validation: {
    answer: 'Responde esta pregunta.',
    dateRequired: 'La fecha es requerida.',
    dateFuture: 'La fecha no puede ser futura.',
    notesTooLong: 'Es demasiado largo (máximo 2000 caracteres).',
  },
  history: {
    title: 'Historial',
    count: (n: number) => (n === 1 ? '1 valoración' : `${n} valoraciones`),
    scoreOf: (score: string, max: string) => `${score} de ${max}`,
    by: (name: string) => `por ${name}`,
    listLabel: (scale: string) => `Valoraciones: ${scale}`,
    itemLabel: (date: string) => `la valoración del ${date}`,
    chart: {
      caption: (latest: string, band: string, date: string, count: number) =>
        `Última: ${latest} (${band}) el ${date}. ${count} valoraciones en el gráfico.`,
      score: 'Puntuación',
    },
  },
  actions: {
    pdf: 'PDF',
    pdfLabel: (what: string) => `Descargar el PDF de ${what}`,
    pdfDone: 'PDF descargado',
    pdfFailed: 'No se pudo descargar el PDF',
    delete: 'Eliminar',
    deleteLabel: (what: string) => `Eliminar ${what}`,
    more: 'Más acciones',
    moreLabel: (what: string) => `Más acciones para ${what}`,
    deleteTitle: '¿Eliminar esta valoración?',
    deleteDescription: (what: string) =>
      `Se eliminará ${what}. Esta acción no se puede deshacer: para corregirla, hazla de nuevo.`,
    deleteConfirm: 'Eliminar',
    deleteReason: 'Motivo (opcional)',
    deleteReasonHint: 'Queda en el registro de auditoría.',
    deleted: 'Valoración eliminada',
    deleteFailed: 'No se pudo eliminar la valoración',
  },
  severity: {
    none: 'Sin riesgo',
    low: 'Leve',
    medium: 'Moderado',
    high: 'Alto riesgo',
  } as Record<string, string>,
} as const
