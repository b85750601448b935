import type { FormRule } from 'antd';

/** Anything with a zod-like `safeParse`; the contract's schemas qualify. */
interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/**
 * An antd form rule that validates with a contract schema and shows the schema's own (Spanish) message,
 * so the form and the server reject the same input with the same words.
 */
export function schemaRule(schema: SafeParser): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? undefined);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Error');
    },
  };
}
