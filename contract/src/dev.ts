import { z } from 'zod';

/** GET /api/dev/outbox: the development outbox (docs/product.md#accounts), newest message first. */
export const OutboxSchema = z.object({
  messages: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      links: z.array(z.string()),
      sent_at: z.string(),
    }),
  ),
});
export type OutboxMessages = z.infer<typeof OutboxSchema>;
