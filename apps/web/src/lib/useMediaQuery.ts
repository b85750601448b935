import { DRAWN_FOR_ATTRIBUTE, RENDERED_VIEWPORT_WIDTHS, type RenderedViewport } from '@enlaza/contract';
import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query of widths (`(max-width: 599px)`, `(min-width: 600px) and …`) holds for a screen that wide. */
export function widthMatchesMedia(query: string, width: number): boolean {
  return [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)].every(([, side, limit]) =>
    side === 'min' ? width >= Number(limit) : width <= Number(limit),
  );
}

/**
 * The answer the page drawn on the server was drawn with: on the server, its stand-in screen's (the renderer's
 * matchMedia); in the browser, for the screen the drawn page names, until the app has taken it over.
 */
function drawnAnswer(query: string): boolean {
  if (typeof document === 'undefined') return window.matchMedia(query).matches;
  const drawnFor = document.getElementById('root')?.getAttribute(DRAWN_FOR_ATTRIBUTE) as RenderedViewport | null;
  return widthMatchesMedia(query, RENDERED_VIEWPORT_WIDTHS[drawnFor ?? 'desktop']);
}

/** Whether a CSS media query matches now; follows changes (rotation, resizing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => drawnAnswer(query),
  );
}
