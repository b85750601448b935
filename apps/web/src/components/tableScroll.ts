import type { TableProps } from 'antd';

interface ScrollSize {
  /** How wide the rows may grow before the table scrolls sideways. */
  width?: number | 'max-content';
  /** A body taller than this scrolls under a fixed header. */
  height?: number;
}

/**
 * The `scroll` of a table whose columns may be wider than the screen: its rows scroll sideways inside the table, so
 * the page itself never grows wider than a phone's screen. It scrolls with or without rows: switching it on when the
 * first rows arrive would make antd replace the table element (closing any confirmation open in it). A table whose
 * rows hold nothing a keyboard can focus should not scroll at all (`PagedTable`'s `scrollWidth={false}`): keyboard
 * users could not reach its scrolling region (axe `scrollable-region-focusable`).
 */
export function sidewaysScroll({ width = 'max-content', height }: ScrollSize = {}): TableProps['scroll'] {
  return height === undefined ? { x: width } : { x: width, y: height };
}
