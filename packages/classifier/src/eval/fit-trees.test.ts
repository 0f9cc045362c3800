import { treeProbability, treeScore } from '../engine/rank-trees';
import { fitBinaryTrees, fitTrees, type BinaryRow, type RankQuery } from './fit-trees';

/** A seeded generator, so the test sees the same queries every run. */
function random(seed: number) {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

/**
 * Five candidates per query, two features each; the right one is the only candidate whose
 * first feature is high while its second is low: an interaction no single weight can express.
 */
function queries(count: number, seed: number): RankQuery[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const right = Math.floor(next() * 5);
    const x = new Float32Array(10);
    for (let i = 0; i < 5; i++) {
      const high = next() < 0.5;
      x[i * 2] = i === right ? 0.6 + 0.4 * next() : high ? 0.6 + 0.4 * next() : 0.4 * next();
      x[i * 2 + 1] = i === right ? 0.4 * next() : high ? 0.6 + 0.4 * next() : 0.4 * next() + (next() < 0.5 ? 0.6 : 0);
    }
    return { x, right };
  });
}

const top1 = (qs: RankQuery[], score: (x: Float32Array) => number) =>
  qs.filter((q) => {
    const scores = [0, 1, 2, 3, 4].map((i) => score(q.x.subarray(i * 2, i * 2 + 2)));
    return scores.indexOf(Math.max(...scores)) === q.right;
  }).length / qs.length;

describe('ranking trees', () => {
  it('learns an interaction of two features from listwise examples and ranks unseen queries by it', () => {
    const model = fitTrees(queries(400, 1), ['first', 'second'], { trees: 30, depth: 3, rate: 0.3, lambda: 1, minLeaf: 1, bins: 32 });
    expect(top1(queries(200, 2), (x) => treeScore(model, x))).toBeGreaterThan(0.95);
    // Either feature alone leaves the right candidate among its look-alikes.
    expect(top1(queries(200, 2), (x) => x[0])).toBeLessThan(0.7);
    expect(top1(queries(200, 2), (x) => -x[1])).toBeLessThan(0.7);
  });

  it('averages several models, each tree grown on a seeded draw of the queries, the same on every run', () => {
    const params = { trees: 30, depth: 3, rate: 0.3, lambda: 1, minLeaf: 1, bins: 32, subsample: 0.7, members: 3 };
    const model = fitTrees(queries(400, 1), ['first', 'second'], params);
    expect(model.trees).toHaveLength(90);
    expect(fitTrees(queries(400, 1), ['first', 'second'], params)).toEqual(model);
    expect(fitTrees(queries(400, 1), ['first', 'second'], { ...params, seed: 7 })).not.toEqual(model);
    expect(top1(queries(200, 2), (x) => treeScore(model, x))).toBeGreaterThan(0.95);
  });

  it('scores a candidate by walking each tree to a leaf and adding the leaves', () => {
    const tree = { feature: [0, -1, 1, -1, -1], threshold: [0.5, 0, 0.2, 0, 0], left: [1, -1, 3, -1, -1], right: [2, -1, 4, -1, -1], value: [0, -1, 0, 2, 3] };
    const model = { features: ['a', 'b'], trees: [tree, tree] };
    expect(treeScore(model, [0.1, 0.9])).toBe(-2);
    expect(treeScore(model, [0.7, 0.1])).toBe(4);
    expect(treeScore(model, [0.7, 0.9])).toBe(6);
  });
});

describe('yes/no trees (the confidence)', () => {
  /** Right 90 % of the time where both signals hold, 30 % where one does, 5 % where neither does. */
  function rows(count: number, seed: number): BinaryRow[] {
    const next = random(seed);
    return Array.from({ length: count }, () => {
      const x = [next(), next()];
      const holds = (x[0] > 0.5 ? 1 : 0) + (x[1] > 0.5 ? 1 : 0);
      return { x, y: next() < [0.05, 0.3, 0.9][holds] ? 1 : 0 };
    });
  }

  it('learn probabilities that match how often unseen rows are right', () => {
    const model = fitBinaryTrees(rows(6000, 3), ['a', 'b'], { trees: 100, depth: 2, rate: 0.1, lambda: 1, minLeaf: 20, bins: 16 });
    expect(treeProbability(model, [0.8, 0.8])).toBeCloseTo(0.9, 1);
    expect(treeProbability(model, [0.8, 0.2])).toBeCloseTo(0.3, 1);
    expect(treeProbability(model, [0.2, 0.2])).toBeCloseTo(0.05, 1);
  });

  it('start from the base rate, so a model without trees says how often the rows are right', () => {
    const model = fitBinaryTrees(rows(2000, 4), ['a', 'b'], { trees: 0, depth: 2, rate: 0.1, lambda: 1, minLeaf: 20, bins: 16 });
    const data = rows(2000, 4);
    expect(treeProbability(model, [0.5, 0.5])).toBeCloseTo(data.filter((r) => r.y).length / data.length, 5);
  });

  it('count a weighted row as that many copies of it', () => {
    const params = { trees: 0, depth: 2, rate: 0.1, lambda: 1, minLeaf: 20, bins: 16 };
    const weighted = fitBinaryTrees([{ x: [0, 0], y: 1, w: 3 }, { x: [0, 0], y: 0 }], ['a', 'b'], params);
    const copied = fitBinaryTrees([{ x: [0, 0], y: 1 }, { x: [0, 0], y: 1 }, { x: [0, 0], y: 1 }, { x: [0, 0], y: 0 }], ['a', 'b'], params);
    expect(treeProbability(weighted, [0, 0])).toBeCloseTo(0.75, 5);
    expect(treeProbability(weighted, [0, 0])).toBeCloseTo(treeProbability(copied, [0, 0]), 5);
  });
});
