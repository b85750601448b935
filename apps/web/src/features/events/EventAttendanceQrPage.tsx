/** Placeholder: replaced by its owner in this change. */
export function EventAttendanceQrPage() {
  return null;
}
