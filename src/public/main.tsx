/** @jsxImportSource preact */
// The customers' own entry (book.html): /book/:slug and /a/:token. Preact, not React,
// and no dashboard code: a visit must load under 60 KB of JavaScript (gzip) on a phone.
import { t } from '@lingui/core/macro';
import { render } from 'preact';
import { useEffect } from 'preact/hooks';
import { BookPage } from './BookPage';
import { LanguageSwitch } from './LanguageSwitch';
import { startLanguage, useLanguage } from './language';
import { ManagePage } from './ManagePage';
import { notFoundLink } from './words';
import './public.css';

function App() {
  const language = useLanguage();
  // The tab's title (book.html's, in English) in the language shown.
  useEffect(() => {
    document.title = t`Book a visit`;
  }, [language]);
  const [, first, second] = location.pathname.split('/');
  const key = decodeURIComponent(second ?? '');
  return (
    <>
      <LanguageSwitch />
      {first === 'book' && key ? (
        <BookPage slug={key} />
      ) : first === 'a' && key ? (
        <ManagePage token={key} />
      ) : (
        <section class="pb-card">
          <h1>{t`Page not found`}</h1>
          <p>{notFoundLink()}</p>
        </section>
      )}
    </>
  );
}

// The first render is already in the customer's language: English at once, another once its catalog is in.
void startLanguage().then(() => render(<App />, document.getElementById('root')!));
