/** @jsxImportSource preact */
// The customers' own entry (book.html): /book/:slug and /a/:token. Preact, not React,
// and no dashboard code: a visit must load under 60 KB of JavaScript (gzip) on a phone.
import { render } from 'preact';
import { BookPage } from './BookPage';
import { ManagePage } from './ManagePage';
import './public.css';

function App() {
  const [, first, second] = location.pathname.split('/');
  const key = decodeURIComponent(second ?? '');
  if (first === 'book' && key) return <BookPage slug={key} />;
  if (first === 'a' && key) return <ManagePage token={key} />;
  return (
    <section class="pb-card">
      <h1>Page not found</h1>
      <p>This link has expired or is not valid.</p>
    </section>
  );
}

render(<App />, document.getElementById('root')!);
