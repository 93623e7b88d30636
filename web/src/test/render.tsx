import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

type RenderOptions = {
  /** The address the page opens at. */
  route?: string;
  /** The route's path pattern (`/learn/:unitId`), where the component reads its params. */
  path?: string;
};

/** Where the router is now, shown for a test to read after a link or a navigation. */
function Address() {
  const { pathname, search } = useLocation();
  return <div data-testid="address">{`${pathname}${search}`}</div>;
}

/**
 * Renders as the app does (app/providers.tsx, app/router.tsx): a fresh query cache, a router at
 * `route`, and a Suspense boundary for what loads on demand. Failed requests are not retried, so
 * an error state shows at once. Returns a user-event session to click and type with.
 */
export function renderPage(ui: ReactElement, { route = '/', path = '*' }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const user = userEvent.setup({ delay: null });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        </Suspense>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

/** One request as the page sent it. */
export type SentRequest = { method: string; path: string; body: unknown };

type Answer = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
type Handler = (request: SentRequest) => Answer | undefined;

/**
 * Stands in for the server at the network boundary (fetch): each request goes to `handler`, which
 * answers with a status and a JSON body (build it with the contract's schemas and types), or a
 * promise of one to hold the page in its loading state. A request it does not answer is a 501 and
 * fails the test (test/fail-on-console-error.ts). Returns the requests sent, in order.
 */
export function answerRequests(handler: Handler): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request = {
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      body: text === undefined ? undefined : JSON.parse(text),
    };
    sent.push(request);
    const answer = handler(request);
    if (!answer) {
      console.error(`The test did not expect ${request.method} ${request.path}`);
      return new Response(null, { status: 501 });
    }
    const { status = 200, body = null } = await answer;
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

/** A promise to hold an answer with until the test lets it go. */
export function held<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
