/** Placeholder: replaced by its owner in this change. */
export function ProcessKindSelectPage() {
  return null;
}
