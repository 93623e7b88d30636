import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import { PHOTO_LIMITS, PhotoError } from './encode.ts';

/** One file of a search answer (formatversion=2, prop=imageinfo with extmetadata). */
const CommonsPageSchema = z.object({
  title: z.string(),
  /** The search rank; pages come in page-id order. */
  index: z.number().optional(),
  imageinfo: z
    .array(
      z.object({
        mime: z.string().optional(),
        width: z.number().optional(),
        thumburl: z.string().optional(),
        descriptionurl: z.string().optional(),
        extmetadata: z.record(z.string(), z.object({ value: z.unknown() })).optional(),
      }),
    )
    .optional(),
});
export type CommonsPage = z.infer<typeof CommonsPageSchema>;

/** What api.php answers, errors included: those come with HTTP 200 and an `error` member. */
const AnswerSchema = z.object({
  batchcomplete: z.boolean().optional(),
  continue: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  query: z.object({ pages: z.array(CommonsPageSchema).default([]) }).optional(),
  error: z.object({ code: z.string(), info: z.string().optional(), lag: z.number().optional() }).optional(),
  warnings: z.record(z.string(), z.object({ warnings: z.string().optional() })).optional(),
});
type Answer = z.infer<typeof AnswerSchema>;

/** A request that kept failing for a reason that passes (overload, lag, a dropped connection). */
export class CommonsUnavailableError extends Error {}

export interface CommonsClientOptions {
  apiUrl: string;
  userAgent: string;
  timeoutMs: number;
  /** Tries per request before it counts as failed. */
  tries: number;
  sleep?: (ms: number) => Promise<void>;
  log: (line: string) => void;
  /** Stops a request in flight and any further tries (the caller pressed Ctrl-C). */
  signal?: AbortSignal;
}

// Errors Commons answers when it is busy, not when the request is wrong: worth asking again.
const PASSING_ERRORS = /^(maxlag|ratelimited|readonly|internal_api_error_.*)$/;
const LONGEST_WAIT_MS = 5 * 60_000;

/** A try that failed for a passing reason, with how long Commons asked us to wait. */
class Passing {
  readonly reason: string;
  readonly waitMs: number | undefined;
  constructor(reason: string, waitMs?: number) {
    this.reason = reason;
    this.waitMs = waitMs;
  }
}

/** Retry-After in seconds or as an HTTP date. */
function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const ms = /^\d+$/.test(header.trim()) ? Number(header) * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) ? Math.max(0, ms) : undefined;
}

/** The Action API and upload server of Wikimedia Commons, one request at a time, patient when it is busy. */
export class CommonsClient {
  private readonly warned = new Set<string>();
  private readonly options: CommonsClientOptions;
  constructor(options: CommonsClientOptions) {
    this.options = options;
  }

  /** Tries again after a passing failure: as long as Retry-After says, else 1, 2, 4… seconds. */
  private async patiently<T>(attempt: () => Promise<T | Passing>): Promise<T> {
    const { tries, signal, sleep = (ms: number) => delay(ms, undefined, { signal }) } = this.options;
    for (let tried = 1; ; tried++) {
      const result = await attempt();
      if (!(result instanceof Passing)) return result;
      if (tried >= tries) throw new CommonsUnavailableError(`Wikimedia Commons ${result.reason} on all ${tries} tries`);
      const backoff = Math.min(1000 * 2 ** (tried - 1), 60_000);
      await sleep(Math.min(result.waitMs ?? backoff, LONGEST_WAIT_MS));
    }
  }

  private async get(url: URL): Promise<Response | Passing> {
    try {
      const { signal } = this.options;
      const response = await fetch(url, {
        headers: { 'user-agent': this.options.userAgent },
        signal: signal
          ? AbortSignal.any([signal, AbortSignal.timeout(this.options.timeoutMs)])
          : AbortSignal.timeout(this.options.timeoutMs),
      });
      if (response.status === 429 || response.status >= 500) {
        await response.body?.cancel();
        return new Passing(`answered ${response.status}`, retryAfterMs(response.headers.get('retry-after')));
      }
      return response;
    } catch (error) {
      // Stopped on purpose: not a passing failure to try again.
      this.options.signal?.throwIfAborted();
      return new Passing(`did not answer (${(error as Error).message})`);
    }
  }

  /** One api.php request; `what` names it in messages ("the search for …"). */
  async api(params: Record<string, string>, what: string): Promise<Answer> {
    const url = new URL(this.options.apiUrl);
    // maxlag=5: step aside while the database replicas lag, as Wikimedia asks of every script.
    url.search = new URLSearchParams({ ...params, format: 'json', formatversion: '2', maxlag: '5' }).toString();
    const answer = await this.patiently(async () => {
      const response = await this.get(url);
      if (response instanceof Passing) return response;
      if (!response.ok) throw new PhotoError(`Wikimedia Commons answered ${response.status} to ${what}.`);
      const body = await response.json().catch(() => undefined);
      if (body === undefined) return new Passing('answered something other than JSON');
      const parsed = AnswerSchema.safeParse(body);
      if (!parsed.success) throw new PhotoError(`Wikimedia Commons answered ${what} in an unknown shape.`);
      const { error } = parsed.data;
      if (error && PASSING_ERRORS.test(error.code)) {
        // maxlag: wait as Retry-After says, else at least 5 seconds (Manual:Maxlag parameter).
        const told = retryAfterMs(response.headers.get('retry-after'));
        const wait = told ?? (error.code === 'maxlag' ? Math.max(5000, (error.lag ?? 0) * 1000) : undefined);
        return new Passing(`was busy (${error.code}: ${error.info ?? ''})`, wait);
      }
      if (error) throw new PhotoError(`Wikimedia Commons refused ${what}: ${error.code}: ${error.info ?? ''}`);
      return parsed.data;
    });
    for (const [module, { warnings }] of Object.entries(answer.warnings ?? {})) {
      const line = `Wikimedia Commons warns (${module}): ${warnings}`;
      if (!this.warned.has(line)) this.options.log(line);
      this.warned.add(line);
    }
    return answer;
  }

  /**
   * The files a search finds, a batch at a time in rank order, following `continue` as API:Continue
   * says: its values are sent back as they came, and a batch is whole once `batchcomplete` is set.
   */
  async *search(query: string): AsyncGenerator<CommonsPage[]> {
    const params = {
      action: 'query',
      generator: 'search',
      gsrsearch: `${query} filetype:bitmap`,
      gsrnamespace: '6',
      gsrlimit: '10',
      prop: 'imageinfo',
      iiprop: 'url|mime|size|extmetadata',
      iiextmetadatafilter: 'LicenseShortName|Artist|Attribution|Restrictions',
      iiurlwidth: '1280',
    };
    let next: Record<string, string> = {};
    const batch = new Map<string, CommonsPage>();
    for (;;) {
      const answer = await this.api({ ...params, ...next }, `the search for ${query}`);
      for (const page of answer.query?.pages ?? []) {
        const known = batch.get(page.title);
        batch.set(page.title, { ...known, ...page, imageinfo: page.imageinfo ?? known?.imageinfo });
      }
      if (answer.batchcomplete || !answer.continue) {
        yield [...batch.values()].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
        batch.clear();
      }
      if (!answer.continue) return;
      next = Object.fromEntries(Object.entries(answer.continue).map(([key, value]) => [key, String(value)]));
    }
  }

  /** The whole file in memory, refused past the size limit; nothing is written until it is checked. */
  async download(url: string): Promise<Buffer> {
    const response = await this.patiently(async () => {
      const answer = await this.get(new URL(url));
      // A dropped connection is the file's problem, not Commons being busy: the next file is tried.
      if (answer instanceof Passing && answer.reason.startsWith('did not answer')) throw new Error(answer.reason);
      return answer;
    });
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > PHOTO_LIMITS.maxBytes) throw new PhotoError('The file is too large.');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.length;
      if (size > PHOTO_LIMITS.maxBytes) throw new PhotoError('The file is too large.');
      chunks.push(Buffer.from(chunk));
    }
    if (declared && size !== declared) throw new Error(`the download ended after ${size} of ${declared} bytes`);
    return Buffer.concat(chunks);
  }
}
