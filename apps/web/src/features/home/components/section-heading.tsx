export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <header className="section-heading">
      <h2 id={id}>{title}</h2>
      {subtitle !== undefined && <p>{subtitle}</p>}
    </header>
  );
}
