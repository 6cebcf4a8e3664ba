import { encodeWords } from 'nodemailer/lib/mime-funcs';

/** Byte-exact encoders for building originals the way the providers' mailers print them. */

const QP_LINE = 76;

function qpByte(byte: number, atLineEnd: boolean): string {
  const literal = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !atLineEnd);
  return literal ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** Breaks an encoded line into soft-broken lines of at most 76 characters, never inside an =XX escape. */
function softWrap(encoded: string): string[] {
  const lines: string[] = [];
  let rest = encoded;
  while (rest.length > QP_LINE) {
    let cut = QP_LINE - 1;
    const escape = rest.lastIndexOf('=', cut - 1);
    if (escape > cut - 3) cut = escape;
    lines.push(`${rest.slice(0, cut)}=`);
    rest = rest.slice(cut);
  }
  return [...lines, rest];
}

/** Quoted-printable (RFC 2045) of UTF-8 text with CRLF line ends, soft breaks at 76 characters. */
export function encodeQuotedPrintable(text: string): string {
  return text
    .split('\r\n')
    .map((line) => {
      const bytes = Buffer.from(line, 'utf8');
      const encoded = [...bytes].map((byte, i) => qpByte(byte, i === bytes.length - 1)).join('');
      return softWrap(encoded).join('\r\n');
    })
    .join('\r\n');
}

/** Base64 in lines of 76 characters, CRLF between them. */
export function encodeBase64Lines(text: string): string {
  return (Buffer.from(text, 'utf8').toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
}

/** A header value, RFC 2047-encoded only when it holds non-ASCII characters. */
export function headerText(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeWords(value, 'B', 52, true);
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_OFFSET_MS = 330 * 60 * 1000;

/** Calendar fields of a moment in India (UTC+05:30, no daylight saving). */
export function indiaTime(moment: Date) {
  const shifted = new Date(moment.getTime() + IST_OFFSET_MS);
  return {
    weekday: DAYS[shifted.getUTCDay()],
    day: shifted.getUTCDate(),
    month: MONTHS[shifted.getUTCMonth()],
    monthNumber: shifted.getUTCMonth() + 1,
    year: shifted.getUTCFullYear(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
    seconds: shifted.getUTCSeconds(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** RFC 5322 Date header as an Indian mailer writes it: "Wed, 18 Nov 2026 12:30:01 +0530". */
export function mailDate(moment: Date): string {
  const t = indiaTime(moment);
  return `${t.weekday}, ${pad(t.day)} ${t.month} ${t.year} ${pad(t.hours)}:${pad(t.minutes)}:${pad(t.seconds)} +0530`;
}

/** "Sat, 13 Feb 2027" */
export function eventDayText(moment: Date): string {
  const t = indiaTime(moment);
  return `${t.weekday}, ${pad(t.day)} ${t.month} ${t.year}`;
}

/** "7:00 PM", or "07:00 PM" when padded. */
export function clockText(moment: Date, padHour = false): string {
  const t = indiaTime(moment);
  const hour = t.hours % 12 === 0 ? 12 : t.hours % 12;
  return `${padHour ? pad(hour) : hour}:${pad(t.minutes)} ${t.hours < 12 ? 'AM' : 'PM'}`;
}

/** "20261118123001": the sending moment in India, digits only. */
export function compactStamp(moment: Date): string {
  const t = indiaTime(moment);
  return `${t.year}${pad(t.monthNumber)}${pad(t.day)}${pad(t.hours)}${pad(t.minutes)}${pad(t.seconds)}`;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
