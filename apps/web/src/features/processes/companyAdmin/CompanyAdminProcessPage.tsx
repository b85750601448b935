/** Placeholder: replaced by its owner in this change. */
export function CompanyAdminProcessPage() {
  return null;
}
