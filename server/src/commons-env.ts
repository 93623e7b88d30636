import { z } from 'zod';

// The Wikimedia Commons importer's settings (docs/pictures.md#importing-from-wikimedia-commons),
// read by the server's configuration (config.ts) and by `npm run photos -- import`: shared, so
// below the photos service that uses them.

export const COMMONS_API_URL = 'https://commons.wikimedia.org/w/api.php';

// Names reserved for examples and tests (RFC 2606, RFC 6761): nobody reads mail sent there.
const PLACEHOLDER_HOST = /(^|\.)(example(\.(com|net|org))?|test|invalid|localhost)$/i;
const CONTACT_HELP =
  'must be an e-mail address or https:// page where the person running the import can be reached ' +
  '(Wikimedia asks every script to say how to reach its operator), like COMMONS_CONTACT=you@your-school.org';

/**
 * How Wikimedia can reach whoever runs an import: it goes in the User-Agent of every request. A
 * placeholder (example.org, localhost) is refused: Wikimedia blocks clients it cannot reach.
 */
export const CommonsContactSchema = z
  .string({ error: `is required: it ${CONTACT_HELP}` })
  .trim()
  .min(1, { error: `is required: it ${CONTACT_HELP}` })
  .refine(
    (contact) => {
      const host = contact.includes('@')
        ? /^[^\s@]+@([^\s@]+\.[^\s@.]{2,})$/.exec(contact)?.[1]
        : /^https:\/\//.test(contact) && URL.canParse(contact)
          ? new URL(contact).hostname
          : undefined;
      return host !== undefined && !PLACEHOLDER_HOST.test(host);
    },
    { error: CONTACT_HELP },
  );

/** The importer's variables, read by `npm run photos -- import` and by the server (the console's imports). An empty one counts as unset. */
export const CommonsEnvSchema = z.object({
  COMMONS_API_URL: z.url({ error: 'must be the URL of a MediaWiki api.php' }).default(COMMONS_API_URL),
  COMMONS_CONTACT: CommonsContactSchema,
});
