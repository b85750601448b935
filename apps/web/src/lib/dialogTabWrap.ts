const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function isShown(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/**
 * Tab wraps round inside an open modal dialog. antd's dialogs bring the focus back when it lands outside them, but
 * a dialog is the last thing in the document: Tab from its last control leaves the page for the browser's own
 * controls instead of going back to its first one. Listens on the document; returns the function that stops it.
 */
export function wrapTabInModalDialogs(doc: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const dialogs = [...doc.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')].filter(isShown);
    const dialog = dialogs.at(-1);
    const active = doc.activeElement;
    if (!dialog || !(active instanceof HTMLElement) || !dialog.contains(active)) return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isShown);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const target = event.shiftKey
      ? active === first || active === dialog
        ? last
        : null
      : active === last
        ? first
        : null;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  doc.addEventListener('keydown', onKeyDown);
  return () => doc.removeEventListener('keydown', onKeyDown);
}
