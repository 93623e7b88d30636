import { connect } from 'node:net';

/** A character as a percent-escape: "a" → "%61". */
const escaped = (char: string) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;

/**
 * Other ways to write an /api path that an attacker tries, to slip past a check that reads the
 * request target as sent (same-origin.ts): a letter of "api" percent-encoded (the router decodes it
 * and reaches the same route), a letter of the next segment encoded, the escape encoded again, and
 * "api" in other cases. The absolute form (`http://host/api/…`) needs a raw socket; see
 * same-origin.test.ts.
 */
export function pathSpellings(path: string): { spelling: string; path: string }[] {
  if (!path.startsWith('/api/')) throw new Error(`not an API path: ${path}`);
  const rest = path.slice('/api/'.length);
  const first = rest[0] ?? '';
  return [
    { spelling: 'a letter of /api encoded', path: `/${escaped('a')}pi/${rest}` },
    { spelling: 'all of /api encoded', path: `/${[...'api'].map(escaped).join('')}/${rest}` },
    {
      spelling: 'the next segment encoded',
      path: `/api/${/[a-z]/i.test(first) ? escaped(first) : first}${rest.slice(1)}`,
    },
    { spelling: 'the escape encoded again', path: `/%25${escaped('a').slice(1)}pi/${rest}` },
    { spelling: 'upper case', path: `/API/${rest}` },
    { spelling: 'mixed case', path: `/Api/${rest}` },
    { spelling: 'a doubled slash', path: `//api/${rest}` },
  ];
}

/** Sends `request` as written over a plain TCP socket and answers the response's status code. */
export function rawRequest(port: number, host: string, request: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host }, () => socket.end(request));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      if (status) resolve(Number(status));
      else reject(new Error(`no HTTP status in ${JSON.stringify(received.slice(0, 200))}`));
    });
  });
}

/**
 * A write from a page elsewhere (`Origin: https://evil.example`) with the victim's cookie, its
 * target in absolute form (`PUT http://localhost:3000/api/…`), sent to the app listening at
 * `address`; answers the status.
 */
export function absoluteFormWrite(
  address: string,
  { method, path, cookie, body }: { method: string; path: string; cookie: string; body: string },
): Promise<number> {
  const { hostname, port } = new URL(address);
  return rawRequest(
    Number(port),
    hostname,
    [
      `${method} http://localhost:3000${path} HTTP/1.1`,
      'Host: localhost:3000',
      'Origin: https://evil.example',
      `Cookie: ${cookie}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
