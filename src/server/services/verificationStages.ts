import type { VerificationStage } from '../../shared/verification';

/** A finished verification's stage is kept this long for the wizard's last look, then forgotten. */
const KEEP_MS = 10 * 60 * 1000;

/**
 * Where each seller's verification for an event has got to, in this process's memory: the wizard polls
 * it to show 'waiting for your e-mail → checking the signature → reading your tickets'.
 */
export class VerificationStages {
  private readonly stages = new Map<string, { stage: VerificationStage; at: number }>();

  set(userId: number, concertId: number, stage: VerificationStage, now = Date.now()): void {
    for (const [key, entry] of this.stages) if (now - entry.at > KEEP_MS) this.stages.delete(key);
    this.stages.set(`${userId}:${concertId}`, { stage, at: now });
  }

  get(userId: number, concertId: number): VerificationStage | undefined {
    return this.stages.get(`${userId}:${concertId}`)?.stage;
  }
}
