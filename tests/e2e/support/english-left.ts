// What a page still shows in plain English under the pseudo-locale: every catalogued text there is
// an accented look-alike ("Śàvē"), so a visible word of plain ASCII letters is a text that never
// went through the catalogs, unless it is a value rather than a word: data the test typed itself,
// a name Intl gave (the language's weekdays, months, day periods, a zone's GMT offset), a zone's
// id, an address, a template's `{placeholder}`, a size in KB or GB, what the owner keeps in a text box, or a text
// marked as another language on purpose (`lang="en"`: a customer's message in her language). Read
// from the page: text nodes of visible elements (a select's options with it), and the
// placeholders, labels and titles a reader meets.
import type { Page } from 'playwright-core';

/** Each visible text (trimmed) holding a plain English word that is not one of `data`. */
export function englishLeft(page: Page, data: readonly string[]): Promise<string[]> {
  return page.evaluate((typed) => {
    const lang = document.documentElement.lang || 'en';
    const intlWords = new Set<string>();
    const add = (text: string) => {
      for (const w of text.match(/\p{L}+/gu) ?? []) intlWords.add(w);
    };
    for (let d = 0; d < 7; d++) {
      for (const weekday of ['long', 'short', 'narrow'] as const)
        add(new Intl.DateTimeFormat(lang, { weekday, timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + d, 12)));
    }
    for (let m = 0; m < 12; m++) {
      for (const month of ['long', 'short'] as const)
        add(new Intl.DateTimeFormat(lang, { day: 'numeric', month, timeZone: 'UTC' }).format(Date.UTC(2023, m, 15)));
    }
    for (const hour of [3, 15]) add(new Intl.DateTimeFormat(lang, { hour: 'numeric', hour12: true, timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1, hour)));

    const escape = (d: string) => d.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const values = [
      ...typed.map((d) => new RegExp(`(?<![\\p{L}])${escape(d)}(?![\\p{L}])`, 'gu')),
      /\bhttps?:\/\/\S*/g,
      /\{\w+\}/g,
      // A size with its unit's symbol ("86 KB"): a figure, the same in every language.
      /\b\d[\d.,]*\s?(B|kB|KB|MB|GB|TB)\b/g,
      /\b(GMT|UTC)([+-]\d{1,2}(:\d\d)?)?\b/g,
      /\b(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[\w/+-]+/g,
    ];
    const zone = /^(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[\w/+\- ]+$/;
    const english = (text: string): boolean => {
      if (zone.test(text)) return false;
      let rest = text;
      for (const v of values) rest = rest.replace(v, ' ');
      const words = rest.match(/[\p{L}\p{M}'’]+/gu) ?? [];
      return words.some((w) => /^[A-Za-z'’]+$/.test(w) && w.replace(/['’]/g, '').length >= 2 && !intlWords.has(w));
    };
    const shown = (el: Element | null): boolean => {
      const box = el?.closest('option') ? el.closest('select') : el;
      if (!box || !box.checkVisibility({ visibilityProperty: true })) return false;
      // The owner's own words in a text box, and a text marked as another language than the page's.
      return !box.closest('textarea') && (box.closest('[lang]')?.getAttribute('lang') ?? lang) === lang;
    };
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').trim();
      const el = n.parentElement;
      if (!text || !el || el.closest('script, style, noscript, template') || !shown(el)) continue;
      if (english(text)) found.add(text);
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (!shown(el)) continue;
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const text = el.getAttribute(name)?.trim();
        if (text && english(text)) found.add(`[${name}] ${text}`);
      }
    }
    return [...found];
  }, data);
}
