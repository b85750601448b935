import { afterEach, describe, expect, it } from 'vitest';
import { wrapTabInModalDialogs } from './dialogTabWrap';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

function press(shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  document.activeElement?.dispatchEvent(event);
  return event;
}

// jsdom lays nothing out: every element counts as shown when it has a box.
function showAll() {
  for (const element of document.querySelectorAll<HTMLElement>('*')) {
    element.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
  }
}

describe('Tab in an open modal dialog', () => {
  it('goes from its last control to its first, and back with Shift+Tab, never to the page behind', () => {
    document.body.innerHTML =
      '<button id="behind">Detrás</button><div role="dialog" aria-modal="true">' +
      '<button id="cancel">Cancelar</button><button id="ok">Finalizar</button></div>';
    showAll();
    stop = wrapTabInModalDialogs();
    document.getElementById('ok')!.focus();

    expect(press().defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('cancel');
    expect(press(true).defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('ok');
  });

  it('leaves Tab alone between the controls of a dialog, and outside any dialog', () => {
    document.body.innerHTML =
      '<button id="behind">Detrás</button><div role="dialog" aria-modal="true">' +
      '<button id="cancel">Cancelar</button><button id="ok">Finalizar</button></div>';
    showAll();
    stop = wrapTabInModalDialogs();
    document.getElementById('cancel')!.focus();
    expect(press().defaultPrevented).toBe(false);
    document.getElementById('behind')!.focus();
    expect(press().defaultPrevented).toBe(false);
  });
});
