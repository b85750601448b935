import type { KeyboardEvent } from 'react';

/**
 * For a date field inside a form: Enter takes the typed date (the picker handles it before this runs) and goes no
 * further. Left to the browser it would also submit the form, saving a step (or creating a process) while the
 * person is still filling it in.
 */
export function enterOnlyPicksTheDate(event: KeyboardEvent) {
  if (event.key === 'Enter') event.preventDefault();
}
