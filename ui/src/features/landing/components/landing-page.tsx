import { FacilitiesSection } from '@/features/landing/components/facilities-section'
import { Hero } from '@/features/landing/components/hero'
import { LandingFooter } from '@/features/landing/components/landing-footer'
import { LandingHeader } from '@/features/landing/components/landing-header'
import { ServicesSection } from '@/features/landing/components/services-section'
import { TestimonialsSection } from '@/features/landing/components/testimonials-section'
import { VisitCta } from '@/features/landing/components/visit-cta'
import type { HomeDetails } from '@/features/landing/types'

/** The public landing page of the home. */
export function LandingPage({ home }: { home: HomeDetails }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <LandingHeader messagingUrl={home.messagingUrl} />
      <main className="flex-1">
        <Hero homeName={home.homeName} videoUrl={home.heroVideoUrl} messagingUrl={home.messagingUrl} />
        <ServicesSection />
        <FacilitiesSection />
        <TestimonialsSection />
        <VisitCta messagingUrl={home.messagingUrl} />
      </main>
      <LandingFooter home={home} />
    </div>
  )
}
