export const app = {
  name: 'Amparo',
} as const

export const titles = {
  home: 'Amparo | Inicio',
  signin: 'Iniciar sesión | Amparo',
  setup: 'Crear la primera cuenta | Amparo',
  dashboard: 'Inicio | Amparo',
  profile: 'Perfil | Amparo',
  patients: 'Gestión de Pacientes | Amparo',
  inventory: 'Inventario de Medicamentos | Amparo',
  activities: 'Gestión de Actividades | Amparo',
  posts: 'Gestión de Posts | Amparo',
  admin: 'Gestión de Personal | Amparo',
} as const

/**
 * Words and sentences several areas say the same way, defined once; the area files refer to them (they are
 * not part of `es` themselves).
 */
export const shared = {
  delete: 'Eliminar',
  saving: 'Guardando…',
  update: 'Actualizar',
  updating: 'Actualizando…',
  changesSaved: 'Cambios guardados.',
  cannotUndo: 'Esta acción no se puede deshacer.',
  pdfDownloaded: 'PDF Descargado',
  pdfOpenFailed: 'Error al abrir el PDF.',
  pdfDownloadFailed: 'Error al descargar el PDF.',
  reportDownloaded: { title: 'Reporte Descargado', description: 'PDF generado correctamente.' },
  dateRequired: 'La fecha es requerida.',
  timeRequired: 'La hora es requerida.',
  passwordsMustMatch: 'Las contraseñas deben coincidir.',
} as const

export const common = {
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  close: 'Cerrar',
  processing: 'Procesando…',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  notAvailable: '—',
  areaFilter: { label: 'Área', all: 'Todas las áreas', none: 'Sin área' },
  toastRegion: 'Avisos',
  retry: 'Reintentar',
  percent: (value: number) => `${value} %`,
  /** A dialog with typed text, closed before saving (DESIGN 8). */
  discard: {
    title: '¿Descartar los cambios?',
    description: 'Lo que has escrito en este formulario no se ha guardado y se perderá.',
    confirm: 'Descartar',
    keep: 'Seguir editando',
  },
} as const

export const validation = {
  emailInvalid: 'Correo inválido.',
  usernameSpaces: 'El nombre de usuario no puede contener espacios ni @.',
  usernameChars:
    'El nombre de usuario solo puede contener letras de la a a la z (sin tildes ni ñ), números, puntos, guiones y guiones bajos.',
  usernameLength: 'El nombre de usuario debe tener entre 3 y 40 caracteres.',
  tooLong: (max: number) => `Es demasiado largo (máximo ${max} caracteres).`,
} as const

export const loading = {
  title: 'Cargando',
  description: 'Preparando la información para usted',
} as const

export const errorScreen = {
  title: 'Algo salió mal',
  description: 'Por favor, recarga la página o contacta a soporte técnico.',
  details: 'Detalles del error',
  reload: 'Recargar la página',
} as const

export const errors = {
  toastTitle: '¡Vaya!',
  network: 'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  generic: 'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
  sessionExpired: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
} as const

export const roles = {
  administrative: 'Administrativo',
  doctor: 'Médico',
  nurse: 'Enfermera',
  socialworker: 'Trabajadora social',
  family: 'Familiar',
} as const

export const nav = {
  label: 'Menú principal',
  dashboard: 'Inicio',
  inventory: 'Inventario',
  activities: 'Actividades',
  posts: 'Publicaciones',
  patients: 'Gestión de Pacientes',
  admin: 'Gestión de Personal',
  profile: 'Perfil',
  logout: 'Cerrar sesión',
  loadingRoles: 'Cargando roles...',
  collapseSidebar: 'Contraer menú lateral',
  expandSidebar: 'Expandir menú lateral',
  openMenu: 'Abrir menú',
  menuTitle: 'Menú',
  skipToContent: 'Saltar al contenido principal',
} as const

export const header = {
  goToDashboard: 'Amparo, ir al inicio',
  notifications: 'Notificaciones',
  newNotifications: 'Notificaciones (hay avisos nuevos)',
  noNotifications: 'No tienes notificaciones',
  /** After the user's name on the user menu's button (its accessible name starts with the name it shows). */
  userMenu: 'menú de usuario',
} as const

export const footer = {
  terms: 'Términos',
  privacy: 'Privacidad',
  contact: 'Contacto',
  copyright: (year: number) => `© ${year} Amparo`,
} as const

export const pages = {
  dashboard: {
    greeting: (name: string) => `Hola, ${name}`,
    intro: 'Te damos la bienvenida a Amparo. Usa el menú para ir a cada sección.',
  },
  patients: { title: 'Gestión de Pacientes' },
  inventory: { title: 'Inventario de Medicamentos' },
  activities: { title: 'Gestión de Actividades' },
  posts: { title: 'Gestión de Posts' },
  admin: { title: 'Gestión de Personal' },
} as const

export const table = {
  empty: 'No hay datos para mostrar.',
  pagination: 'Paginación',
  previous: 'Anterior',
  next: 'Siguiente',
  page: (page: number, totalPages: number) => `Página ${page} de ${totalPages}`,
} as const
