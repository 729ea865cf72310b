/** Issue 13: the clinical alerts queue (/alerts) and the resident's open alerts. */
export const alerts = {
  documentTitle: 'Alertas',
  title: 'Alertas',
  description: 'Lecturas fuera de rango, caídas y dosis sin registrar que esperan a alguien del equipo.',
  navCount: (count: number) => (count === 1 ? '1 alerta abierta' : `${count} alertas abiertas`),
  views: { label: 'Estado', open: 'Abiertas', acknowledged: 'Atendidas' },
  severity: { high: 'Grave', medium: 'Moderada' },
  kinds: {
    vital: 'Constantes fuera de rango',
    fall: 'Caída',
    'dose-missed': 'Dosis sin registrar',
    'dose-held': 'Dosis retenida',
    'restraint-review': 'Revisión de contención',
    'assessment-risk': 'Valoración de riesgo alto',
    'careplan-due': 'Plan de atención (PAI)',
    'skin-lesion': 'Lesión de la piel',
    // Issue 28: the daily registers.
    'repositioning-overdue': 'Cambio postural atrasado',
    'fluids-low': 'Hidratación insuficiente',
    'weight-loss': 'Pérdida de peso',
    bowel: 'Sin deposiciones',
  } as Record<string, string>,
  room: (room: string) => `Hab. ${room}`,
  opened: (age: string) => `Abierta ${age}`,
  /** An attended alert: when it was raised, never «Abierta» (issue 25). */
  generated: (age: string) => `Generada ${age}`,
  acknowledgedBy: (name: string, when: string) => `Atendida por ${name} ${when}`,
  comment: 'Comentario',
  acknowledge: 'Atender',
  acknowledgeLabel: (resident: string) => `Atender la alerta de ${resident}`,
  emptyOpen: 'No hay alertas abiertas.',
  emptyAcknowledged: 'No hay alertas atendidas.',
  loadError: 'No se pudieron cargar las alertas.',
  dialog: {
    title: 'Atender alerta',
    description: (title: string, resident: string) => `${title} · ${resident}`,
    comment: 'Qué se ha hecho',
    commentHint: 'Queda firmado con su nombre y la hora.',
    commentRequired: 'Escribe qué se ha hecho.',
    submit: 'Marcar como atendida',
    cancel: 'Cancelar',
  },
  toasts: {
    acknowledged: 'Alerta atendida',
    conflict: 'La alerta ya estaba atendida',
  },
  /** Issue 25: the toast of a save that raised an alert. */
  raised: {
    description: 'Se ha generado una alerta.',
    view: 'Ver alerta',
  },
  /** Issue 25: the open alerts atop the bell's list. */
  bell: {
    title: 'Alertas clínicas abiertas',
    more: (count: number) => (count === 1 ? 'Ver 1 alerta más' : `Ver ${count} alertas más`),
  },
  summary: {
    title: 'Alertas abiertas',
    none: 'Sin alertas abiertas.',
    error: 'No se pudieron cargar las alertas.',
    seeAll: 'Ver todas las alertas',
  },
} as const
