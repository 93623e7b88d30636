import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';
import { reportAttack } from './attack-report.ts';

const TRIED = 100;
const PER_ADDRESS = 10; // IP_RULES in auth.ts: 10 sign-ins a minute per address
const balancer = '10.0.0.1';
const octet = () => Math.floor(Math.random() * 254) + 1;

describe('a client writing its own X-Forwarded-For behind one load balancer (TRUST_PROXY=1)', () => {
  it(`gets no more than ${PER_ADDRESS} sign-in attempts through, whatever it writes`, async () => {
    const t = await createTestApp([], { trustProxy: 1 });
    try {
      let accepted = 0;
      for (let i = 0; i < TRIED; i++) {
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: balancer,
          // The attacker's made-up entries first; the balancer appends the address it really saw.
          headers: {
            origin: 'http://localhost:3000',
            'x-forwarded-for': `${octet()}.${octet()}.${octet()}.${octet()}, 203.0.113.66`,
          },
          payload: { email: `someone-${i}@example.com`, password: 'a-guessed-password' },
        });
        if (answer.statusCode !== 429) accepted++;
      }
      const met = accepted <= PER_ADDRESS;
      reportAttack({
        attack: 'spoofed X-Forwarded-For behind a proxy',
        tried: TRIED,
        refused: TRIED - accepted,
        figure: `${accepted} attempts let through`,
        goal: `<= ${PER_ADDRESS}`,
        met,
      });
      expect(accepted).toBeLessThanOrEqual(PER_ADDRESS);
    } finally {
      await t.app.close();
    }
  });
});
