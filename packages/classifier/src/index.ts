/** The classifier engine: pure, offline, data in and result out (see README.md). */
export * from './types';
export { classifyProduct, ENGINE_STAGES, type ClassifyOptions, type EngineOutcome, type EngineStage } from './engine/engine';
export { rankCandidates, type Candidate, type Check, type EngineOptions, type EngineResult, type VectorSearch } from './engine/classify';
export { buildEngineData, schedule as buildSchedule, type EngineData, type EngineLine, type EngineSchedule, type EngineSources, type Precedent, type ReferenceTexts } from './engine/data';
export { loadBundledSources, referenceTexts } from './engine/bundled-sources';
export { buildVectorSearch, buildVectorSearchInThread } from './engine/vector-search';
export { applyAnswers, AnswerError, type QuestionSpec } from './engine/questions';
export { PROPOSE_AT, decideStatus } from './engine/decide';
export type { LegalFinding, SourceRef } from './engine/check';
export type { Explanation, WordedQuestion, CandidateExplanation } from './explain/explain';
export { createLlmClient, OpenAiChatClient, type LlmClient } from './llm/llm-client';
export type { LlmUsage } from './llm/refine';
export { initReader, readDescription } from './read';
export { createEmbedder, embeddingStatus, type Embedder } from './embed';
