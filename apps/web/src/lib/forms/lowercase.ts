/** Form.Item `normalize` for emails: lowercased as typed (spec 000 §5). */
export function lowercase(value: unknown): unknown {
  return typeof value === 'string' ? value.toLowerCase() : value;
}
