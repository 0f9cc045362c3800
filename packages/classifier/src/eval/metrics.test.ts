import { calibration, calibrationBands, type Outcome } from './metrics';

describe('calibration bands', () => {
  it('count the lookups of each band, their mean confidence and how many were right', () => {
    const bands = calibrationBands([
      { confidence: 0.1, right: false },
      { confidence: 0.15, right: true },
      { confidence: 0.75, right: true },
      { confidence: 1, right: true },
    ]);
    expect(bands.map((b) => b.band)).toEqual(['0.0–0.2', '0.2–0.4', '0.4–0.6', '0.6–0.7', '0.7–0.8', '0.8–0.9', '0.9–1.0']);
    expect(bands[0]).toEqual({ band: '0.0–0.2', lookups: 2, mean_confidence: 0.13, hs6_accuracy: 50 });
    expect(bands[4]).toMatchObject({ lookups: 1, hs6_accuracy: 100 });
    expect(bands[6]).toMatchObject({ lookups: 1, mean_confidence: 1 }); // a confidence of 1 falls in the last band
    expect(bands[1]).toMatchObject({ lookups: 0, hs6_accuracy: 0 });
  });

  it('read an evaluation outcome as right where its first HS6 is the label', () => {
    const outcome = (predicted: string[], confidence: number): Outcome => ({ set: 'kr', language: 'en', hs6: '610910', national: null, predicted, predictedNational: null, confidence, status: 'needs_review', ms: 1 });
    expect(calibration([outcome(['610910'], 0.95), outcome(['620520', '610910'], 0.92)])[6]).toMatchObject({ lookups: 2, hs6_accuracy: 50 });
  });
});
