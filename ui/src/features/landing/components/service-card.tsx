import type { LucideIcon } from 'lucide-react'

type ServiceCardProps = { icon: LucideIcon; title: string; text: string }

export function ServiceCard({ icon: Icon, title, text }: ServiceCardProps) {
  return (
    <article className="flex flex-col gap-3 rounded-2xl border bg-card p-6 shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-primary">
        <Icon className="size-6" aria-hidden />
      </span>
      <h3 className="text-xl font-semibold">{title}</h3>
      <p className="text-lg leading-relaxed text-muted-foreground">{text}</p>
    </article>
  )
}
