import { createHash, timingSafeEqual } from 'node:crypto';
import type { SessionRow } from '../../repositories/authTokens';

/**
 * What authenticate derives from a session row, made once per row: a cached row serves every request of its
 * device, and the row is dropped (not changed) when anything in it changes, so these stay true with it.
 */
const tokenDigests = new WeakMap<SessionRow, Buffer>();

/**
 * The access token a cached row was last proven against, to compare the next request's with directly: hashing
 * it again on every request was the largest single cost of a read served from memory. Both comparisons are
 * constant-time; a token that differs goes through the digest as before.
 */
const provenTokens = new WeakMap<SessionRow, Buffer>();

export function tokenMatches(row: SessionRow, accessToken: string): boolean {
  const sent = Buffer.from(accessToken);
  const proven = provenTokens.get(row);
  if (proven && proven.length === sent.length && timingSafeEqual(proven, sent)) return true;
  if (!timingSafeEqual(tokenDigestOf(row), createHash('sha256').update(sent).digest())) return false;
  provenTokens.set(row, sent);
  return true;
}

function tokenDigestOf(row: SessionRow): Buffer {
  let digest = tokenDigests.get(row);
  if (!digest) tokenDigests.set(row, (digest = Buffer.from(row.tokenHash, 'hex')));
  return digest;
}

let turn: Promise<void> | undefined;

/**
 * Resolves in the event loop's next check phase, after the poll phase in progress has read every socket that
 * was ready (the LISTEN connection's notices among them), as `new Promise(setImmediate)` would. The requests
 * that ask before it fires share it: one Immediate per batch of requests instead of one each.
 */
export function nextTurn(): Promise<void> {
  return (turn ??= new Promise((resolve) =>
    setImmediate(() => {
      turn = undefined;
      resolve();
    }),
  ));
}
