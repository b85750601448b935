const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Whether a name contains the search text, ignoring case and accents ('mineria' finds 'Minería'). */
export function matchesSearch(name: string, search: string): boolean {
  const wanted = fold(search);
  return wanted === '' || fold(name).includes(wanted);
}
