/** Where a stored file is served to the browser (GET /api/files/{key}); null when there is none. */
export const fileUrlOf = (key: string | null) => (key ? `/api/files/${key}` : null);
