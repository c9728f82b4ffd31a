import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../lib/i18n/i18n-provider.tsx';
import { routeTitleKey } from './route-titles.ts';

/** How long a page may take to show its heading (a lazy chunk, then its data) before focus gives up. */
const HEADING_WAIT_MS = 10_000;

// The location the app opened on: its heading is not focused (a first load starts at the top of the page,
// where a screen reader starts anyway), every later page's is.
let initialLocationKey: string | null = null;

/** Sets the document title of each route ('Dashboard · Aspirant'), in the interface language. */
export function useRouteTitle(): void {
  const location = useLocation();
  const { t } = useI18n();
  if (initialLocationKey === null) initialLocationKey = location.key;
  useEffect(() => {
    const key = routeTitleKey(location.pathname);
    document.title = key ? t('routes.titleFormat', { page: t(key) }) : t('shell.appName');
  }, [location.pathname, t]);
}

/**
 * Issue 15 point 10: after a navigation (a link, sign-in, submitting a test) focus moves to the new page's
 * <h1>, so a keyboard or screen-reader user starts at its top instead of on <body>. The heading may appear
 * after the page's chunk and data have loaded, so it is waited for.
 */
export function useFocusHeadingOnNavigation(main: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const { key, pathname } = location;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the path; `key` only tells the first load.
  useEffect(() => {
    const root = main.current;
    if (!root || key === initialLocationKey) return;
    const focusHeading = (): boolean => {
      const heading = root.querySelector('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [pathname, main]);
}
