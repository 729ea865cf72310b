/** The lock screen of a shared device (DESIGN 12): the page locks after --idle-lock minutes without input. */
export const idleLock = {
  title: 'Sesión bloqueada',
  description: 'Por seguridad, la pantalla se bloquea tras un rato sin uso. Escribe tu contraseña para seguir donde lo dejaste.',
  signedInAs: 'Sesión de',
  password: 'Contraseña',
  passwordRequired: 'La contraseña es obligatoria.',
  unlock: 'Desbloquear',
  unlocking: 'Desbloqueando…',
  signOut: 'Cerrar sesión',
} as const
