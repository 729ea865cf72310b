import { CalendarHeartIcon, Volume2Icon, VolumeXIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { buttonVariants } from '@/components/ui/button-variants'
import { ExternalLink } from '@/features/landing/components/external-link'
import { es } from '@/i18n/es/public'

const t = es.landing.hero

type HeroProps = { homeName: string; videoUrl: string; messagingUrl: string }

/** SPEC: a 600 px hero with a muted, looping video and a mute toggle. */
export function Hero({ homeName, videoUrl, messagingUrl }: HeroProps) {
  const video = useRef<HTMLVideoElement>(null)
  const [muted, setMuted] = useState(true)

  // React does not reliably reflect `muted` to the element; autoplay needs the property set.
  useEffect(() => {
    if (video.current) video.current.muted = muted
  }, [muted])

  return (
    <section id="inicio" aria-labelledby="hero-title" className="relative isolate h-[600px] overflow-hidden scroll-mt-18">
      <video
        ref={video}
        className="absolute inset-0 -z-20 size-full object-cover"
        src={videoUrl}
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
        aria-hidden
        data-testid="hero-video"
      />
      <div className="absolute inset-0 -z-10 bg-linear-to-r from-[#0f3338]/85 via-[#0f3338]/60 to-[#0f3338]/20" />
      <div className="mx-auto flex h-full max-w-6xl flex-col justify-center px-4 text-white sm:px-6">
        <p className="text-lg font-medium tracking-wide text-[#f6e2c4] uppercase">{homeName}</p>
        <h1 id="hero-title" className="mt-3 max-w-2xl text-4xl leading-tight font-bold sm:text-5xl">
          {t.title}
        </h1>
        <p className="mt-5 max-w-xl text-xl leading-relaxed text-white/90">{t.subtitle}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ExternalLink href={messagingUrl} className={buttonVariants({ variant: 'warm', size: 'lg' })}>
            <CalendarHeartIcon aria-hidden />
            {t.scheduleVisit}
          </ExternalLink>
          <a
            href="#servicios"
            className={buttonVariants({
              variant: null,
              size: 'lg',
              className: 'border border-white/70 bg-white/10 text-white shadow-xs hover:bg-white/20',
            })}
          >
            {t.discover}
          </a>
        </div>
      </div>
      <button
        type="button"
        onClick={() => setMuted((value) => !value)}
        aria-label={muted ? t.unmute : t.mute}
        className="absolute right-4 bottom-4 inline-flex size-11 items-center justify-center rounded-full border border-white/60 bg-black/30 text-white shadow-xs transition-colors outline-none hover:bg-black/50 focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:ring-offset-1 [&_svg]:size-5"
      >
        {muted ? <VolumeXIcon aria-hidden /> : <Volume2Icon aria-hidden />}
      </button>
    </section>
  )
}
