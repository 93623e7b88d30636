import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { watchAccount } from './account-watch.ts';

const MAX_RETRIES = 2;

/** A refusal (4xx) will not change by asking again; a dropped connection or a 5xx may. */
function shouldRetry(failureCount: number, error: Error): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !refused && failureCount < MAX_RETRIES;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = new QueryClient({
      // offlineFirst: offline, a query still asks once, for the service worker may have the answer
      // (the field guide, a lesson already read); only its retries wait for the connection.
      defaultOptions: { queries: { staleTime: 60_000, retry: shouldRetry, networkMode: 'offlineFirst' } },
    });
    watchAccount(client);
    return client;
  });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
