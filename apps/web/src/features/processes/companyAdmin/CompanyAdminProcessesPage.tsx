/** Placeholder: replaced by its owner in this change. */
export function CompanyAdminProcessesPage() {
  return null;
}
