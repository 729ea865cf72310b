type SectionHeadingProps = { id: string; title: string; subtitle: string }

export function SectionHeading({ id, title, subtitle }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-xl text-muted-foreground">{subtitle}</p>
    </div>
  )
}
