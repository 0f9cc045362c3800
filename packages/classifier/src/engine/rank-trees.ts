/**
 * A ranking model made of small regression trees (gradient boosting), read from JSON.
 * Each tree is five parallel arrays: node i splits on feature `feature[i]` at `threshold[i]`
 * (below goes to `left[i]`, otherwise `right[i]`), or is a leaf worth `value[i]` when its
 * feature is -1. Node 0 is the root. The model's score for a candidate is the sum of its trees'.
 */
export interface Tree {
  feature: number[];
  threshold: number[];
  left: number[];
  right: number[];
  value: number[];
}

export interface TreeModel {
  /** Feature names, in the order `feature` indexes them. */
  features: readonly string[];
  trees: Tree[];
}

export function treeScore(model: TreeModel, x: ArrayLike<number>): number {
  const feature = (f: number) => x[f];
  let score = 0;
  for (const tree of model.trees) score += leafValue(tree, feature);
  return score;
}

/** A yes/no model: trees fitted under the log loss, starting from the log-odds `base`. */
export type BinaryTreeModel = TreeModel & { base: number };

export const logistic = (z: number): number => 1 / (1 + Math.exp(-z));

/** The probability a yes/no model gives to one row. */
export function treeProbability(model: BinaryTreeModel, x: ArrayLike<number>): number {
  return logistic(model.base + treeScore(model, x));
}

/** The value of the leaf a candidate reaches in one tree; `x(f)` reads its feature f. */
export function leafValue(tree: Tree, x: (f: number) => number): number {
  let node = 0;
  while (tree.feature[node] >= 0) node = x(tree.feature[node]) < tree.threshold[node] ? tree.left[node] : tree.right[node];
  return tree.value[node];
}
