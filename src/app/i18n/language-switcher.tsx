// The language switcher (header and footer): plain links to this page in each other language, so
// it works before the app has loaded. Following one remembers the choice and loads the page afresh
// (from the service worker's shell when offline; the catalogues are precached).
import { useLocation } from '@tanstack/react-router';
import { rememberLocale } from './detect.ts';
import { LOCALES, LOCALE_NAMES, localePath } from './locales.ts';
import { currentLocale, t } from './t.ts';

export function LanguageSwitcher({ className }: { className?: string }) {
  const { pathname, searchStr } = useLocation();
  const here = currentLocale();
  return (
    <nav aria-label={t('Language')} className={`language-switcher ${className ?? ''}`}>
      {LOCALES.filter((locale) => locale !== here).map((locale) => (
        <a
          key={locale}
          href={localePath(pathname, locale) + searchStr}
          hrefLang={locale}
          lang={locale}
          className="nav-link"
          onClick={() => rememberLocale(locale)}
        >
          {LOCALE_NAMES[locale]}
        </a>
      ))}
    </nav>
  );
}
