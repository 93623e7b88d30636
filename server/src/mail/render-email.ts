import type { Email } from './mailer.ts';

export type EmailContent = {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  /** The one thing the reader should do, as a button (HTML) and a bare link (text). */
  action?: { label: string; url: string };
  /** Small print under the action, like how long a link lasts. */
  footnote?: string;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

// Inline styles only: most mail clients ignore <style> blocks. Colours are the site's forest and paper.
const FOREST = '#234a30';
const PAPER = '#f7f2e8';
const INK = '#1f2a22';

/** A branded e-mail in HTML and plain text, from one description of its content. */
export function renderEmail({ to, subject, heading, paragraphs, action, footnote }: EmailContent): Email {
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footnote ? [footnote, ''] : []),
    '-- ',
    'Leafwise: learn the leaves, know the trees!',
  ].join('\n');

  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:${PAPER};font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:${INK}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;margin:0 auto;background:#fffdf8;border-radius:12px;overflow:hidden">
<tr><td style="background:${FOREST};color:#fff;padding:16px 24px;font-family:Georgia,serif;font-size:22px;font-weight:bold">Leafwise</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-family:Georgia,serif;font-size:22px;color:${FOREST}">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${FOREST};color:#fff;text-decoration:none;padding:12px 20px;border-radius:999px;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#55604f">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(action.url)}</span></p>`
    : ''
}
${footnote ? `<p style="margin:0;font-size:13px;color:#55604f">${escapeHtml(footnote)}</p>` : ''}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#55604f;border-top:1px solid #e6dccb">Leafwise: learn the leaves, know the trees!</td></tr>
</table></body></html>`;

  return { to, subject, text, html, links: action ? [action.url] : [] };
}
