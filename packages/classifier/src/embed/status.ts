/** Health of the semantic retrieval: 'paused' means lexical-only (no embedder, or it has failed). */
import type { Embedder, ReportsFailure } from './embedder';

export type EmbeddingStatus = 'ok' | 'paused';

export interface EmbeddingHealth {
  status: EmbeddingStatus;
  embedder: string | null;
  /** Why it is paused; null when ok. */
  reason: string | null;
}

function failureOf(embedder: Embedder): Error | null {
  const failure = (embedder as Partial<ReportsFailure>).failure;
  return failure instanceof Error ? failure : null;
}

/** 'paused' when there is no embedder (TCS_EMBEDDINGS=off) or its last attempt failed, else 'ok'. */
export function embeddingStatus(embedder: Embedder | null | undefined): EmbeddingStatus {
  return embeddingHealth(embedder).status;
}

/** The same, with the embedder's name and the reason, for a health endpoint. */
export function embeddingHealth(embedder: Embedder | null | undefined): EmbeddingHealth {
  if (!embedder) return { status: 'paused', embedder: null, reason: 'embeddings are off' };
  const failure = failureOf(embedder);
  if (failure) return { status: 'paused', embedder: embedder.name, reason: failure.message };
  return { status: 'ok', embedder: embedder.name, reason: null };
}
