import { clsx } from 'clsx'
import { es } from '@/i18n/es/public'

/**
 * The Amparo mark (a roof sheltering a heart) and the name. Its classes are joined with clsx, not cn: the
 * public landing page shows it and downloads no class merger (issue 25); a className here only adds a colour.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 64 64" className="size-9 shrink-0" aria-hidden focusable="false">
        <rect width="64" height="64" rx="14" fill="#1d5c63" />
        <path
          d="M12 31 32 14l20 17"
          fill="none"
          stroke="#f6e2c4"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M32 50s-13-7.6-13-16.2c0-4.1 3.1-7.3 7-7.3 2.6 0 4.8 1.4 6 3.5 1.2-2.1 3.4-3.5 6-3.5 3.9 0 7 3.2 7 7.3C45 42.4 32 50 32 50z"
          fill="#e8a05c"
        />
      </svg>
      <span className="text-xl">{es.app.name}</span>
    </span>
  )
}
