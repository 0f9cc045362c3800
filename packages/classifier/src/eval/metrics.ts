/** Figures the evaluation prints: accuracy at HS4/HS6/national level, the proposed share, calibration, time. */

export interface Outcome {
  set: string;
  language: string;
  hs6: string; // label
  national: string | null; // label when it belongs to the evaluated market's schedule
  predicted: string[]; // HS6 candidates, best first
  predictedNational: string | null;
  confidence: number;
  status: string;
  ms: number;
}

export interface Figures {
  rows: number;
  hs4_top1: number;
  hs6_top1: number;
  hs6_top5: number;
  national_top1: number | null;
  proposed_share: number;
  proposed_hs6_precision: number | null;
  p50_ms: number;
  p95_ms: number;
}

const pct = (n: number, d: number) => (d ? Math.round((1000 * n) / d) / 10 : 0);
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10 : 0;
};

export function figures(outcomes: Outcome[]): Figures {
  const withNational = outcomes.filter((o) => o.national);
  const proposed = outcomes.filter((o) => o.status === 'proposed');
  return {
    rows: outcomes.length,
    hs4_top1: pct(outcomes.filter((o) => o.predicted[0]?.slice(0, 4) === o.hs6.slice(0, 4)).length, outcomes.length),
    hs6_top1: pct(outcomes.filter((o) => o.predicted[0] === o.hs6).length, outcomes.length),
    hs6_top5: pct(outcomes.filter((o) => o.predicted.slice(0, 5).includes(o.hs6)).length, outcomes.length),
    national_top1: withNational.length ? pct(withNational.filter((o) => o.predictedNational === o.national).length, withNational.length) : null,
    proposed_share: pct(proposed.length, outcomes.length),
    proposed_hs6_precision: proposed.length ? pct(proposed.filter((o) => o.predicted[0] === o.hs6).length, proposed.length) : null,
    p50_ms: quantile(outcomes.map((o) => o.ms), 0.5),
    p95_ms: quantile(outcomes.map((o) => o.ms), 0.95),
  };
}

/** Accuracy at HS6 per confidence band: a calibrated engine is right about as often as it says. */
export function calibration(outcomes: Outcome[]): CalibrationBand[] {
  return calibrationBands(outcomes.map((o) => ({ confidence: o.confidence, right: o.predicted[0] === o.hs6 })));
}

export interface CalibrationBand {
  band: string;
  lookups: number;
  mean_confidence: number;
  hs6_accuracy: number;
}

/** The bands of any lookups with a confidence and a verdict (the evaluation's, and `pnpm calibrate`'s held-out halves). */
export function calibrationBands(lookups: Array<{ confidence: number; right: boolean }>): CalibrationBand[] {
  const bands = [0, 0.2, 0.4, 0.6, 0.7, 0.8, 0.9, 1.01];
  return bands.slice(0, -1).map((low, i) => {
    const high = bands[i + 1];
    const inBand = lookups.filter((l) => l.confidence >= low && l.confidence < high);
    const mean = inBand.reduce((s, l) => s + l.confidence, 0) / (inBand.length || 1);
    return { band: `${low.toFixed(1)}–${Math.min(high, 1).toFixed(1)}`, lookups: inBand.length, mean_confidence: Math.round(mean * 100) / 100, hs6_accuracy: pct(inBand.filter((l) => l.right).length, inBand.length) };
  });
}
