import type { FormRule } from 'antd';

/** Anything with a zod-like `safeParse`; the contract's schemas qualify. */
interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** A field is required when its schema refuses it left empty, whether unset (a select) or blank (an input). */
export const schemaRequiresValue = (schema: SafeParser) =>
  !schema.safeParse(undefined).success && !schema.safeParse('').success;

/**
 * An antd form rule that validates with a contract schema and shows the schema's own (Spanish) message,
 * so the form and the server reject the same input with the same words. It says whether the field is required,
 * so the field carries the required mark from the start rather than only an error after a submit.
 */
export function schemaRule(schema: SafeParser): FormRule {
  return {
    required: schemaRequiresValue(schema),
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? undefined);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Error');
    },
  };
}
