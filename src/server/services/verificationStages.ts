import type { FastifyBaseLogger } from 'fastify';
import type { VerificationStage } from '../../shared/verification';
import type { Db } from '../db/database';
import { readStage, saveStage } from '../db/repositories/verificationStages.repo';

/** A finished verification's stage is kept this long for the wizard's last look, then forgotten. */
export const STAGE_KEEP_MS = 10 * 60 * 1000;

/**
 * Where each seller's verification for an event has got to: the wizard polls it to show 'waiting for your
 * e-mail → checking the signature → reading your tickets'. Kept in the database, so the poll may reach any
 * API process. Setting does not hold the verification up: the writes of one verification go out in order,
 * and one that fails is only logged (the wizard then shows an earlier stage for a moment).
 */
export class VerificationStages {
  private readonly writes = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
  ) {}

  set(userId: number, concertId: number, stage: VerificationStage, now = new Date()): void {
    const key = `${userId}:${concertId}`;
    const write = (this.writes.get(key) ?? Promise.resolve())
      .then(() => saveStage(this.db, userId, concertId, stage, now))
      .catch((error: unknown) => this.log?.warn({ err: error, stage }, 'verification: could not record its stage'))
      .finally(() => {
        if (this.writes.get(key) === write) this.writes.delete(key);
      });
    this.writes.set(key, write);
  }

  /** Waits for this process's writes of the stage, so a read here sees the last one set. */
  async get(userId: number, concertId: number, now = new Date()): Promise<VerificationStage | undefined> {
    await this.writes.get(`${userId}:${concertId}`);
    return readStage(this.db, userId, concertId, new Date(now.getTime() - STAGE_KEEP_MS));
  }
}
