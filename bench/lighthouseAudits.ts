/** What the bench reads from one Lighthouse result (lhr). */
export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Lighthouse's own CPU benchmark of this machine at the time of the run (higher: faster). */
  benchmarkIndex: number;
  /** Where the main thread's time went (mainthread-work-breakdown) and the scripts that took it (bootup-time). */
  profile: string;
  /** The failed audits with the largest estimated savings. */
  hints: string[];
}

interface AuditLike {
  id: string;
  score: number | null;
  numericValue?: number;
  metricSavings?: Record<string, number | undefined>;
  details?: { items?: Record<string, unknown>[] };
}

export interface LhrLike {
  categories: { performance: { score: number | null } };
  audits: Record<string, AuditLike>;
  environment: { benchmarkIndex: number };
  /** Set when the run failed (on this machine now and then NO_NAVSTART: the trace lost the navigation). */
  runtimeError?: { code: string; message: string };
}

/** The audits that failed and would save the most (LCP/TBT/CLS savings as Lighthouse estimates them). */
function topHints(audits: Record<string, AuditLike>): string[] {
  return Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.metricSavings !== undefined)
    .map((a) => {
      const savings = a.metricSavings ?? {};
      const weight = (savings.LCP ?? 0) + (savings.TBT ?? 0) + 1000 * (savings.CLS ?? 0);
      const parts = Object.entries(savings)
        .filter(([, v]) => (v ?? 0) > 0)
        .map(([k, v]) => (k === 'CLS' ? `${k} ${(v ?? 0).toFixed(2)}` : `${k} ${Math.round(v ?? 0)} ms`));
      return { weight, text: `${a.id} (${parts.join(', ')})` };
    })
    .filter((h) => h.weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 4)
    .map((h) => h.text);
}

const shortUrl = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+\//, '/').slice(0, 40);

/** "main-thread 1234 ms: scriptEvaluation 600, styleLayout 300, …; scripts: /main.js 400 ms, …" */
function profileOf(audits: Record<string, AuditLike>): string {
  const work = audits['mainthread-work-breakdown'];
  const groups = (work?.details?.items ?? [])
    .slice(0, 4)
    .map((item) => `${String(item.group)} ${Math.round(Number(item.duration))}`);
  const boot = audits['bootup-time'];
  const scripts = (boot?.details?.items ?? [])
    .slice(0, 3)
    .map((item) => `${shortUrl(item.url)} ${Math.round(Number(item.total))} (eval ${Math.round(Number(item.scripting))})`);
  return `main thread ${Math.round(work?.numericValue ?? 0)} ms: ${groups.join(', ')}; bootup ${Math.round(boot?.numericValue ?? 0)} ms: ${scripts.join(', ')}`;
}

export function readRun(lhr: LhrLike): LighthouseRun {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcpMs: metric('first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    profile: profileOf(lhr.audits),
    hints: topHints(lhr.audits),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median run by score (ties: by TBT), as Lighthouse's guidance on variability advises. */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.tbtMs - a.tbtMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
