/** Placeholder: replaced by its owner in this change. */
export function ProcessInvitationPage() {
  return null;
}
