import { useEffect } from 'react';
import { TEXTS } from '../messages';

/**
 * The browser tab's title names the page shown and its subject ('Coffee — Taper'); `page` comes
 * from the screen's messages module. Nothing changes while it is unknown (a habit still loading).
 */
export function usePageTitle(page: string | null | undefined) {
  useEffect(() => {
    if (!page) return;
    document.title = TEXTS.pageTitle(page);
  }, [page]);
}
