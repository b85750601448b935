/** Placeholder: replaced by its owner in this change. */
export function ProcessWizardPage() {
  return null;
}
