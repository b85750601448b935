import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['up', 'down']),
  /** The uploaded-files storage: the local folder, or the S3 bucket when S3_BUCKET is set. */
  files: z.enum(['up', 'down']),
});
