/**
 * A compile-time check that a route schema's type and the shared contract's type are the same, so the
 * document and the serialiser cannot drift from src/shared: `sameType<Static<typeof UserSchema>, User>(true)`
 * fails `npm run typecheck` when they differ.
 */
export type SameType<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export function sameType<A, B>(same: SameType<A, B>): void {
  void same;
}
