/** Placeholder: replaced by its owner in this change. */
export function MarkAttendancePage() {
  return null;
}
