export interface ComingSoonPageProps {
  title: string;
  subtitle?: string;
}

/** Stands in for a dashboard screen until its issue lands, so every sidebar entry leads somewhere. */
export function ComingSoonPage({ title, subtitle }: ComingSoonPageProps) {
  return (
    <div className="page">
      <header className="page__head">
        <h1 className="page__title">{title}</h1>
        {subtitle ? <p className="page__subtitle">{subtitle}</p> : null}
      </header>
      <p className="card muted">This screen is being built and will be available soon.</p>
    </div>
  );
}
