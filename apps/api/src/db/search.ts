/**
 * An ILIKE pattern that finds `text` anywhere, its own wildcards taken literally (a search for "50%" finds "50%",
 * not everything that starts with "50").
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
