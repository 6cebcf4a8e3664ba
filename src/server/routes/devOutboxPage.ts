import { escape } from 'he';
import { APP_NAME } from '../../shared/brand';
import type { OutboxEntry as OutboxMessage } from './devOutbox';

const sentAt = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'medium' });

/** The one-time code in a message, shown apart so nobody has to find it in the text. */
function codeIn(message: OutboxMessage): string | null {
  return /\b(\d{4,6})\b/.exec(message.subject ?? message.text)?.[1] ?? null;
}

function messageHtml(message: OutboxMessage): string {
  const code = codeIn(message);
  const extra = Object.entries(message.headers ?? {}).map(([name, value]) => `<li>${escape(name)}: ${escape(value)}</li>`);
  return `<article>
<h2>${message.channel === 'email' ? 'E-mail' : 'Text message'} to ${escape(message.to)}</h2>
<p class="meta"><time datetime="${escape(message.createdAt)}">${escape(sentAt.format(new Date(message.createdAt)))} IST</time>${message.subject === null ? '' : ` · ${escape(message.subject)}`}</p>
${code === null ? '' : `<p>Code: <strong class="code">${code}</strong></p>`}
<pre>${escape(message.text)}</pre>
${extra.length === 0 ? '' : `<ul class="meta">${extra.join('')}</ul>`}
</article>`;
}

/** GET /dev/outbox as a person reads it: newest first, each code set apart, times in India time. */
export function outboxPage(messages: OutboxMessage[]): string {
  const body = messages.length === 0 ? '<p>Nothing has been sent yet. Codes you ask for (sign-up, phone, sender addresses) show here.</p>' : messages.map(messageHtml).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev outbox · ${APP_NAME}</title>
<style>
body { font-family: system-ui, sans-serif; color: #212121; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }
h1 { color: #551494; }
article { border: 1px solid #757575; border-radius: 8px; padding: 0 1rem; margin: 1rem 0; }
h2 { font-size: 1.1rem; }
.meta { color: #595959; }
.code { font-size: 1.5rem; letter-spacing: 0.1em; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #F8F1FF; padding: 0.5rem; }
</style>
</head>
<body>
<main>
<h1>Dev outbox</h1>
<p>What this development server would have e-mailed or texted, newest first (the latest ${messages.length}). Reload to see new ones. As JSON: <a href="/dev/outbox?format=json">/dev/outbox?format=json</a>.</p>
${body}
</main>
</body>
</html>
`;
}
