export const landing = {
  nav: {
    label: 'Navegación principal',
    home: 'Inicio',
    contact: 'Contacto',
    services: 'Servicios',
    facilities: 'Instalaciones',
    testimonials: 'Testimonios',
    signin: 'Ingresar',
    openMenu: 'Abrir menú',
    menuTitle: 'Menú',
    opensInNewTab: '(se abre en una pestaña nueva)',
  },
  hero: {
    title: 'Un hogar donde cada persona se siente cuidada',
    subtitle:
      'Atención médica, cariño y compañía todos los días del año, para que usted y su familia estén tranquilos.',
    scheduleVisit: 'Agendar Visita',
    discover: 'Conozca nuestros servicios',
    mute: 'Silenciar el vídeo',
    unmute: 'Activar el sonido del vídeo',
  },
  services: {
    title: 'Nuestros servicios',
    subtitle: 'Todo lo necesario para vivir con bienestar, seguridad y compañía.',
    main: [
      {
        title: 'Atención médica 24/7',
        text: 'Médicos y enfermeras atentos día y noche, con seguimiento diario de la salud de cada residente.',
      },
      {
        title: 'Cuidado personalizado',
        text: 'Un plan de cuidados pensado para cada persona, sus costumbres y sus necesidades.',
      },
      {
        title: 'Actividades sociales',
        text: 'Talleres, paseos, música y celebraciones que llenan los días de compañía.',
      },
      {
        title: 'Nutrición especializada',
        text: 'Menús caseros y equilibrados, adaptados a dietas y recomendaciones médicas.',
      },
    ],
    more: [
      {
        title: 'Instalaciones cómodas',
        text: 'Habitaciones luminosas, zonas comunes acogedoras y espacios sin barreras.',
      },
      {
        title: 'Seguridad garantizada',
        text: 'Accesos controlados, llamadores en cada habitación y personal siempre presente.',
      },
      {
        title: 'Servicios premium',
        text: 'Peluquería, podología y fisioterapia sin salir de casa.',
      },
    ],
  },
  facilities: {
    title: 'Instalaciones',
    subtitle: 'Espacios pensados para sentirse en casa.',
    items: [
      {
        title: 'Habitaciones luminosas',
        text: 'Individuales y dobles, con baño adaptado y luz natural.',
      },
      {
        title: 'Jardín y terraza',
        text: 'Paseos tranquilos al aire libre y rincones con sombra para charlar.',
      },
      {
        title: 'Sala de fisioterapia',
        text: 'Ejercicio suave y rehabilitación con profesionales.',
      },
      {
        title: 'Comedor familiar',
        text: 'Comidas en compañía, en un ambiente cálido y sin prisas.',
      },
    ],
  },
  testimonials: {
    title: 'Testimonios',
    subtitle: 'Lo que nos cuentan las familias.',
    items: [
      {
        quote: 'Mi madre está feliz y nosotros tranquilos. El trato es cercano y siempre nos mantienen informados.',
        author: 'Hija de una residente',
      },
      {
        quote: 'Las actividades le han devuelto las ganas de charlar y de salir al jardín cada mañana.',
        author: 'Nieto de un residente',
      },
      {
        quote: 'El equipo médico es atento y paciente. Se nota que cuidan con cariño.',
        author: 'Esposa de un residente',
      },
    ],
  },
  cta: {
    title: 'Venga a conocernos',
    text: 'Le enseñamos la residencia sin compromiso y resolvemos todas sus dudas.',
  },
  footer: {
    contactTitle: 'Contacto',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    address: 'Dirección',
    visitingHours: 'Horario de visitas',
    founded: (year: number) => `Cuidando de nuestros mayores desde ${year}`,
    copyright: (year: number, homeName: string) => `© ${year} ${homeName}`,
  },
} as const
