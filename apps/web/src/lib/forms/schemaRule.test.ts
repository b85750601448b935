import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { schemaRule } from './schemaRule';

const isRequired = (schema: z.ZodType) => (schemaRule(schema) as { required?: boolean }).required;

describe('schemaRule', () => {
  it('calls a field required only when its schema refuses it empty', () => {
    expect(isRequired(z.string().min(1, 'Complete este campo'))).toBe(true);
    expect(isRequired(z.array(z.string()).min(1))).toBe(true);
    expect(isRequired(z.string().optional())).toBe(false);
    expect(isRequired(z.string().max(10).or(z.literal('')).optional())).toBe(false);
  });
});
