/** @jsxImportSource preact */
// The customers' own entry (book.html): /book/:slug and /a/:token. Preact, not React,
// and no dashboard code: a visit must load under 60 KB of JavaScript (gzip) on a phone.
import { t } from '@lingui/core/macro';
import { render, type ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { BookPage } from './BookPage';
import { LanguageSwitch } from './LanguageSwitch';
import { startLanguage, useLanguage } from './language';
import { failureText, notFoundLink, pageDescription, pageTitle } from './words';
import './public.css';

function App() {
  const language = useLanguage();
  // The tab's title and the description (book.html's, in English) in the language shown.
  useEffect(() => {
    document.title = pageTitle();
    document.querySelector('meta[name="description"]')?.setAttribute('content', pageDescription());
  }, [language]);
  const [, first, second] = location.pathname.split('/');
  const key = decodeURIComponent(second ?? '');
  return (
    <>
      <LanguageSwitch />
      {first === 'book' && key ? (
        <BookPage slug={key} />
      ) : first === 'a' && key ? (
        <ManageRoute token={key} />
      ) : (
        <section class="pb-card">
          <h1>{t`Page not found`}</h1>
          <p>{notFoundLink()}</p>
        </section>
      )}
    </>
  );
}

/** The manage link's page is a chunk of its own: a visit to /book, held to the budget, never loads it. */
function ManageRoute({ token }: { token: string }) {
  const [page, setPage] = useState<{ Page: ComponentType<{ token: string }> } | 'failed' | null>(null);
  useEffect(() => {
    import('./ManagePage').then(
      (m) => setPage({ Page: m.ManagePage }),
      () => setPage('failed'),
    );
  }, []);
  if (page === 'failed')
    return (
      <p class="pb-error" role="alert">
        {failureText({ status: 0, message: null })}
      </p>
    );
  if (!page)
    return (
      <p class="pb-muted" role="status">
        {t`Opening your booking…`}
      </p>
    );
  return <page.Page token={token} />;
}

// The first render is already in the customer's language: English at once, another once its catalog is in.
void startLanguage().then(() => render(<App />, document.getElementById('root')!));
