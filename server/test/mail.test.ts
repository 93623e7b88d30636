import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailDeliveryError } from '../src/mail/mailer.ts';
import { renderEmail } from '../src/mail/render-email.ts';
import { decodeQuotedPrintable, startSmtpPeer } from './helpers/smtp-peer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const welcome = (to: string) =>
  renderEmail({
    to,
    subject: 'Verify your e-mail for Leafwise',
    heading: 'One step left',
    paragraphs: ['Thanks for signing up, <Alex> & friends. Confirm this address to finish.'],
    action: { label: 'Verify my e-mail', url: 'http://localhost:3000/verify-email?token=abc.def' },
    footnote: 'The link works for one hour.',
  });

describe('renderEmail', () => {
  it('writes HTML and plain text from one description, escaping what it is given', () => {
    const email = welcome('alex@example.com');
    expect(email.links).toEqual(['http://localhost:3000/verify-email?token=abc.def']);
    expect(email.text).toContain('Verify my e-mail: http://localhost:3000/verify-email?token=abc.def');
    expect(email.text).toContain('<Alex> & friends');
    expect(email.html).toContain('&lt;Alex&gt; &amp; friends');
    expect(email.html).toContain('href="http://localhost:3000/verify-email?token=abc.def"');
  });
});

describe('mail over SMTP', () => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let t: TestApp;
  beforeAll(async () => {
    peer = await startSmtpPeer({ refuse: (address) => address.startsWith('nobody@') });
    t = await createTestApp([], { smtpUrl: peer.url });
  });
  afterAll(async () => {
    await t.app.close();
    await peer.close();
  });

  it('delivers a multipart message with both bodies and the link', async () => {
    await t.app.mailer.send(welcome('alex@example.com'));
    const [mail] = peer.received;
    expect(mail?.from).toBe('no-reply@leafwise.test');
    expect(mail?.to).toEqual(['alex@example.com']);
    expect(mail?.raw).toContain('Subject: Verify your e-mail for Leafwise');
    expect(mail?.raw).toContain('multipart/alternative');
    const body = decodeQuotedPrintable(mail?.raw ?? '');
    expect(body).toContain('Verify my e-mail: http://localhost:3000/verify-email?token=abc.def');
    expect(body).toContain('<a href="http://localhost:3000/verify-email?token=abc.def"');
  });

  it('rejects when the server refuses the message', async () => {
    await expect(t.app.mailer.send(welcome('nobody@example.com'))).rejects.toThrow(MailDeliveryError);
  });

  it('has no development outbox', async () => {
    expect((await t.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
  });
});

describe('the development outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp([]);
  });
  afterAll(() => t.app.close());

  it('lists sent messages, newest first, with their links', async () => {
    await t.app.mailer.send(welcome('first@example.com'));
    await t.app.mailer.send(welcome('second@example.com'));
    const response = await t.app.inject({ url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json();
    expect(messages.map((m: { to: string }) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(messages[0]).toMatchObject({
      subject: 'Verify your e-mail for Leafwise',
      links: ['http://localhost:3000/verify-email?token=abc.def'],
      sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });
});
