import { CalendarHeartIcon } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button-variants'
import { ExternalLink } from '@/features/landing/components/external-link'
import { es } from '@/i18n/es/public'

const t = es.landing.cta

export function VisitCta({ messagingUrl }: { messagingUrl: string }) {
  return (
    <section aria-labelledby="visita-title" className="bg-primary py-16 text-primary-foreground">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-5 px-4 text-center sm:px-6">
        <h2 id="visita-title" className="text-3xl font-bold sm:text-4xl">
          {t.title}
        </h2>
        <p className="max-w-xl text-xl text-primary-foreground/90">{t.text}</p>
        <ExternalLink href={messagingUrl} className={buttonVariants({ variant: 'warm', size: 'lg' })}>
          <CalendarHeartIcon aria-hidden />
          {es.landing.hero.scheduleVisit}
        </ExternalLink>
      </div>
    </section>
  )
}
