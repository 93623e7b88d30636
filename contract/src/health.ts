import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  trees: z.number().int(),
});
export type Health = z.infer<typeof HealthSchema>;
