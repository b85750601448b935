/** Placeholder: replaced by its owner in this change. */
export function ProcessInvitationResultPage() {
  return null;
}
