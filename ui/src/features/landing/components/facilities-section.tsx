import { BedDoubleIcon, DumbbellIcon, TreesIcon, UtensilsCrossedIcon } from 'lucide-react'
import { SectionHeading } from '@/features/landing/components/section-heading'
import { es } from '@/i18n/es/public'

const t = es.landing.facilities

const tiles = [
  { icon: BedDoubleIcon, gradient: 'from-[#f6e2c4] to-[#e8a05c]/60' },
  { icon: TreesIcon, gradient: 'from-[#dcefe3] to-[#7fb69a]/60' },
  { icon: DumbbellIcon, gradient: 'from-[#e3eef0] to-[#5f9ea6]/60' },
  { icon: UtensilsCrossedIcon, gradient: 'from-[#f8e1dc] to-[#c98b84]/60' },
]

/** The home's spaces, drawn with gradients and icons (no photographs to fetch from elsewhere). */
export function FacilitiesSection() {
  return (
    <section id="instalaciones" aria-labelledby="instalaciones-title" className="scroll-mt-18 bg-secondary/60 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="instalaciones-title" title={t.title} subtitle={t.subtitle} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2">
          {t.items.map((item, index) => {
            const { icon: Icon, gradient } = tiles[index]
            return (
              <li key={item.title} className="overflow-hidden rounded-2xl border bg-card shadow-sm">
                <div className={`flex h-36 items-center justify-center bg-linear-to-br ${gradient}`}>
                  <Icon className="size-14 text-primary/80" aria-hidden />
                </div>
                <div className="p-6">
                  <h3 className="text-xl font-semibold">{item.title}</h3>
                  <p className="mt-2 text-lg leading-relaxed text-muted-foreground">{item.text}</p>
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
