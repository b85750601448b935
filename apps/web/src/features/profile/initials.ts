/**
 * The initials an avatar shows for a person without a photo ('DR' for Daniela Rojas). A module of its own: the
 * enrolment and the header use it without loading the profile's view.
 */
export function initialsOf({ name, lastName }: { name?: string; lastName?: string }): string {
  return `${name?.charAt(0) ?? ''}${lastName?.charAt(0) ?? ''}`.toUpperCase();
}
