/** One suggestion or selected tile: a text, an optional image and an optional subtext (SPEC §2). */
export interface SearchBarItem {
  key: string | number;
  text: string;
  image?: string | null;
  subtext?: string | null;
}
