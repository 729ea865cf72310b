import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react'
import type * as React from 'react'
import { Logo } from '@/components/logo'
import type { HomeDetails } from '@/features/landing/types'
import { es } from '@/i18n/es/public'

const t = es.landing.footer

function ContactRow({ icon: Icon, label, children }: { icon: typeof PhoneIcon; label: string; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <Icon className="mt-1 size-5 shrink-0 text-[#f6e2c4]" aria-hidden />
      <div>
        <p className="text-sm text-white/70">{label}</p>
        <p className="text-lg">{children}</p>
      </div>
    </li>
  )
}

const linkClass = 'underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-white/60 focus-visible:outline-none rounded'

/** SPEC: phone, e-mail, address, visiting hours and the founding year. */
export function LandingFooter({ home }: { home: HomeDetails }) {
  return (
    <footer className="bg-[#123d42] text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_3fr]">
        <div className="space-y-4">
          <Logo className="text-white" />
          <p className="text-xl font-semibold">{home.homeName}</p>
          <p className="text-lg text-white/80">{t.founded(home.foundedYear)}</p>
        </div>
        <div>
          <h2 className="text-xl font-semibold">{t.contactTitle}</h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            <ContactRow icon={PhoneIcon} label={t.phone}>
              <a href={`tel:${home.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                {home.phone}
              </a>
            </ContactRow>
            <ContactRow icon={MailIcon} label={t.email}>
              <a href={`mailto:${home.email}`} className={`${linkClass} [overflow-wrap:anywhere]`}>
                {home.email}
              </a>
            </ContactRow>
            <ContactRow icon={MapPinIcon} label={t.address}>
              {home.address}
            </ContactRow>
            <ContactRow icon={ClockIcon} label={t.visitingHours}>
              {home.visitingHours}
            </ContactRow>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15 py-5 text-center text-white/70">
        {t.copyright(new Date().getFullYear(), home.homeName)}
      </div>
    </footer>
  )
}
