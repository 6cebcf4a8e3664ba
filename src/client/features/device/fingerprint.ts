/** The stable traits of this browser that SPEC §3's device id is a hash of. */
export function browserTraits(): string {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const screenInfo = typeof screen === 'undefined' ? undefined : screen;
  return [
    nav?.userAgent ?? '',
    (nav?.languages ?? []).join(','),
    screenInfo ? `${screenInfo.width}x${screenInfo.height}x${screenInfo.colorDepth}` : '',
    Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
    String(nav?.hardwareConcurrency ?? ''),
  ].join('|');
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** FNV-1a, four seeds: only for pages served without HTTPS, where browsers hide crypto.subtle. */
function fallbackHash(text: string): string {
  const seeds = [0x811c9dc5, 0x01000193, 0x5bd1e995, 0x27d4eb2f];
  return seeds
    .map((seed) => {
      let hash = seed;
      for (let i = 0; i < text.length; i += 1) {
        hash ^= text.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193);
      }
      return (hash >>> 0).toString(16).padStart(8, '0');
    })
    .join('');
}

/** SHA-256 of `text` as lower-case hex. */
export async function hashTraits(text: string, subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle): Promise<string> {
  if (!subtle) return fallbackHash(text);
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return toHex(new Uint8Array(digest));
}
