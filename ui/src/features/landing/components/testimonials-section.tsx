import { QuoteIcon } from 'lucide-react'
import { SectionHeading } from '@/features/landing/components/section-heading'
import { es } from '@/i18n/es/public'

const t = es.landing.testimonials

export function TestimonialsSection() {
  return (
    <section id="testimonios" aria-labelledby="testimonios-title" className="scroll-mt-18 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="testimonios-title" title={t.title} subtitle={t.subtitle} />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {t.items.map((item) => (
            <figure key={item.author} className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm">
              <QuoteIcon className="size-8 text-warm" aria-hidden />
              <blockquote className="flex-1 text-lg leading-relaxed">{item.quote}</blockquote>
              <figcaption className="font-semibold text-primary">{item.author}</figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  )
}
