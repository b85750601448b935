/** Placeholder: replaced by its owner in this change. */
export function MemberProcessPage() {
  return null;
}
