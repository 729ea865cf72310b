import {
  HandHeartIcon,
  ShieldCheckIcon,
  SofaIcon,
  SparklesIcon,
  StethoscopeIcon,
  UsersRoundIcon,
  UtensilsIcon,
} from 'lucide-react'
import { SectionHeading } from '@/features/landing/components/section-heading'
import { ServiceCard } from '@/features/landing/components/service-card'
import { es } from '@/i18n/es/public'

const t = es.landing.services
const mainIcons = [StethoscopeIcon, HandHeartIcon, UsersRoundIcon, UtensilsIcon]
const moreIcons = [SofaIcon, ShieldCheckIcon, SparklesIcon]

/** SPEC: four service cards, then three more. */
export function ServicesSection() {
  return (
    <section id="servicios" aria-labelledby="servicios-title" className="scroll-mt-18 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="servicios-title" title={t.title} subtitle={t.subtitle} />
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {t.main.map((service, index) => (
            <ServiceCard key={service.title} icon={mainIcons[index]} {...service} />
          ))}
        </div>
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {t.more.map((service, index) => (
            <ServiceCard key={service.title} icon={moreIcons[index]} {...service} />
          ))}
        </div>
      </div>
    </section>
  )
}
