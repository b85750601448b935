import type { TableProps } from 'antd';

interface ScrollSize {
  /** How wide the rows may grow before the table scrolls sideways. */
  width?: number | 'max-content';
  /** A body taller than this scrolls under a fixed header. */
  height?: number;
}

/**
 * The `scroll` of a table whose columns may be wider than the screen: it scrolls only while it has rows. An empty
 * table that scrolled would be a scrolling region with nothing a keyboard can focus, which keyboard users cannot
 * reach (axe `scrollable-region-focusable`).
 */
export function sidewaysScroll(
  rows: readonly unknown[] | undefined,
  { width = 'max-content', height }: ScrollSize = {},
): TableProps['scroll'] {
  if (!rows?.length) return undefined;
  return height === undefined ? { x: width } : { x: width, y: height };
}
