import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Outbox } from '../../src/mail/mailer.ts';
import { MAILS_PER_RECIPIENT_PER_HOUR } from '../../src/mail/recipient-cap.ts';
import { createAccount, someIp } from '../helpers/accounts.ts';
import { makeSpecies } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { reportAttack } from './attack-report.ts';

/** Someone fills a person's inbox from our server: resets, sign-up notices, from many addresses (docs/accounts.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp([makeSpecies()]);
});
afterAll(() => t.app.close());

it(`delivers at most ${MAILS_PER_RECIPIENT_PER_HOUR} e-mails an hour to one address`, async () => {
  const victim = await createAccount(t);
  const tried = 20;
  for (let i = 0; i < tried; i++) {
    const [url, payload] =
      i % 2 === 0
        ? ['/api/auth/request-password-reset', { email: victim.email, redirectTo: '/reset-password' }]
        : ['/api/auth/sign-up/email', { name: 'Flood', email: victim.email, password: 'a-good-long-password' }];
    const response = await t.app.inject({ method: 'POST', url, payload, remoteAddress: someIp() });
    expect(response.statusCode).toBe(200);
  }
  const delivered = (t.app.mailer as Outbox).list().filter((mail) => mail.to === victim.email).length;
  reportAttack({
    attack: 'flood one inbox',
    tried,
    refused: tried - delivered,
    figure: `${delivered} delivered`,
    goal: `<= ${MAILS_PER_RECIPIENT_PER_HOUR}`,
    met: delivered <= MAILS_PER_RECIPIENT_PER_HOUR,
  });
  expect(delivered).toBeLessThanOrEqual(MAILS_PER_RECIPIENT_PER_HOUR);
});
