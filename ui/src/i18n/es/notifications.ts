export const notifications = {
  loading: 'Cargando notificaciones…',
  loadError: 'Error al cargar las notificaciones',
  loadErrorText: 'No se pudieron cargar las notificaciones.',
  unread: 'Sin leer',
  view: 'Ver',
  markedRead: 'Notificación leída',
  markReadError: 'Error al marcar como leída',
  enableBrowserAlerts: 'Activar avisos en este navegador',
  httpsNeeded: 'Las notificaciones push necesitan HTTPS; los avisos siguen llegando mientras Amparo está abierto.',
  unsupported:
    'Este navegador no muestra avisos fuera de Amparo; los avisos siguen llegando mientras Amparo está abierto.',
  blocked: 'Los avisos están bloqueados en este navegador. Puedes permitirlos en la configuración del sitio.',
} as const
