import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createEmbedder,
  EmbedderUnavailableError,
  embeddingsEndpoint,
  HttpEmbedder,
  normalize,
  UseLiteEmbedder,
  type RawEmbeddingModel,
} from './embedder';
import { embeddingHealth, embeddingStatus } from './status';

const norm = (v: Float32Array) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));

describe('createEmbedder', () => {
  it('maps TCS_EMBEDDINGS to an embedder', () => {
    expect(createEmbedder('off')).toBeNull();
    expect(createEmbedder(' OFF ')).toBeNull();
    for (const local of [undefined, '', 'local', 'use-lite', 'builtin']) expect(createEmbedder(local)).toBeInstanceOf(UseLiteEmbedder);
    const http = createEmbedder('http://127.0.0.1:8080/v1/embeddings', { TCS_EMBEDDINGS_MODEL: 'bge-m3', TCS_EMBEDDINGS_API_KEY: 'sk-1' });
    expect(http).toBeInstanceOf(HttpEmbedder);
    expect(http!.name).toBe('http:bge-m3@127.0.0.1:8080/v1/embeddings');
    expect(() => createEmbedder('onnx')).toThrow(/TCS_EMBEDDINGS/);
  });

  it('does not load the local model before it is used', () => {
    const load = jest.fn();
    new UseLiteEmbedder({ load });
    expect(load).not.toHaveBeenCalled();
  });
});

describe('embeddingsEndpoint', () => {
  it('completes a base URL to /v1/embeddings', () => {
    expect(embeddingsEndpoint('http://h:1')).toBe('http://h:1/v1/embeddings');
    expect(embeddingsEndpoint('http://h:1/v1/')).toBe('http://h:1/v1/embeddings');
    expect(embeddingsEndpoint('https://h/api/v1/embeddings')).toBe('https://h/api/v1/embeddings');
    expect(embeddingsEndpoint('http://h/proxy')).toBe('http://h/proxy/v1/embeddings');
  });
});

describe('UseLiteEmbedder (with a stand-in model)', () => {
  it('embeds in batches of 32 and normalises', async () => {
    const batches: string[][] = [];
    const model: RawEmbeddingModel = {
      embed: async (texts) => {
        batches.push(texts);
        return texts.map((t) => [t.length, 1, 0, 0]);
      },
    };
    const load = jest.fn(async () => model);
    const embedder = new UseLiteEmbedder({ load });
    const texts = Array.from({ length: 70 }, (_, i) => 'x'.repeat(i));
    const [a, b] = await Promise.all([embedder.embed(texts), embedder.embed(['abc'])]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(batches.map((x) => x.length)).toEqual([32, 32, 6, 1]);
    expect(batches[0][0]).toBe(' '); // an empty text goes in as ' '
    expect(a).toHaveLength(70);
    expect(norm(a[5])).toBeCloseTo(1, 6);
    expect(Array.from(b[0])).toEqual(Array.from(normalize(Float32Array.of(3, 1, 0, 0))));
    expect(embeddingStatus(embedder)).toBe('ok');
  });

  it('groups texts of similar length, within a character budget, and keeps the caller order', async () => {
    const batches: string[][] = [];
    const embedder = new UseLiteEmbedder({
      maxBatchChars: 100,
      load: async () => ({
        embed: async (texts) => {
          batches.push(texts);
          return texts.map((t) => [t.length, 1]);
        },
      }),
    });
    const texts = ['a'.repeat(30), 'b', 'c'.repeat(30), 'd'.repeat(60), 'e', 'f'.repeat(30), 'g'.repeat(30), 'h'.repeat(200)];
    const vectors = await embedder.embed(texts);
    expect(batches.map((b) => b.map((t) => t.length))).toEqual([[1, 1, 30], [30, 30, 30], [60], [200]]);
    vectors.forEach((v, i) => expect(v[0] / v[1]).toBeCloseTo(texts[i].length, 4));
  });

  it('reports a model that fails to load as EmbedderUnavailableError, once', async () => {
    const load = jest.fn(async (): Promise<RawEmbeddingModel> => {
      throw new Error('ENOENT model.json');
    });
    const embedder = new UseLiteEmbedder({ load });
    expect(embeddingStatus(embedder)).toBe('ok'); // not tried yet
    const error = await embedder.embed(['a']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmbedderUnavailableError);
    expect(error).toMatchObject({ reason: 'load', message: expect.stringContaining('ENOENT model.json') });
    await expect(embedder.embed(['b'])).rejects.toBe(error);
    await expect(embedder.init()).rejects.toBe(error);
    expect(load).toHaveBeenCalledTimes(1);
    expect(embedder.failure).toBe(error);
    expect(embeddingHealth(embedder)).toEqual({ status: 'paused', embedder: embedder.name, reason: expect.stringContaining('model load failed') });
  });

  it('reports an inference failure, and recovers on the next success', async () => {
    let fail = true;
    const embedder = new UseLiteEmbedder({
      load: async () => ({
        embed: async (texts) => {
          if (fail) throw new Error('wasm trap');
          return texts.map(() => [1, 0]);
        },
      }),
    });
    await expect(embedder.embed(['a'])).rejects.toMatchObject({ name: 'EmbedderUnavailableError', reason: 'inference' });
    expect(embeddingStatus(embedder)).toBe('paused');
    fail = false;
    await embedder.embed(['a']);
    expect(embeddingStatus(embedder)).toBe('ok');
  });
});

describe('HttpEmbedder', () => {
  type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
  let server: Server;
  let url: string;
  let handler: Handler;

  beforeEach(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c));
      req.on('end', () => handler(req, body, res));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/embeddings`;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const json = (res: ServerResponse, status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };

  it('posts {model, input} with the key and returns normalised vectors in input order', async () => {
    const requests: Array<{ auth?: string; body: { model?: string; input: string[] } }> = [];
    handler = (req, body, res) => {
      const parsed = JSON.parse(body);
      requests.push({ auth: req.headers.authorization, body: parsed });
      // Answer in reverse order, each item carrying its index.
      const data = parsed.input.map((t: string, index: number) => ({ object: 'embedding', index, embedding: [t.length, 2, 0] })).reverse();
      json(res, 200, { object: 'list', data, model: parsed.model });
    };
    const embedder = new HttpEmbedder({ url, model: 'm1', apiKey: 'secret', batchSize: 2 });
    expect(embedder.dimensions).toBe(0);
    const vectors = await embedder.embed(['a', 'bbbb', 'cc']);
    expect(requests).toEqual([
      { auth: 'Bearer secret', body: { model: 'm1', input: ['a', 'bbbb'] } },
      { auth: 'Bearer secret', body: { model: 'm1', input: ['cc'] } },
    ]);
    expect(embedder.dimensions).toBe(3);
    expect(vectors.map((v) => Array.from(v))).toEqual([[1, 2, 0], [4, 2, 0], [2, 2, 0]].map((v) => Array.from(normalize(Float32Array.from(v)))));
    expect(embeddingStatus(embedder)).toBe('ok');
  });

  it('sends no model and no authorization when not configured', async () => {
    let seen: { auth?: string; body?: unknown } = {};
    handler = (req, body, res) => {
      seen = { auth: req.headers.authorization, body: JSON.parse(body) };
      json(res, 200, { data: [{ embedding: [1, 0] }] });
    };
    await new HttpEmbedder({ url }).embed(['x']);
    expect(seen).toEqual({ auth: undefined, body: { input: ['x'] } });
  });

  it('times out', async () => {
    handler = () => undefined; // never answers
    const embedder = new HttpEmbedder({ url, timeoutMs: 150 });
    const started = Date.now();
    await expect(embedder.embed(['x'])).rejects.toMatchObject({ name: 'EmbedderUnavailableError', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(embeddingStatus(embedder)).toBe('paused');
  });

  it('times out while the body is still arriving', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":[');
    };
    await expect(new HttpEmbedder({ url, timeoutMs: 150 }).embed(['x'])).rejects.toMatchObject({ reason: 'timeout' });
  });

  it.each([
    ['an HTTP error', 'http', (res: ServerResponse) => json(res, 500, { error: 'model not loaded' })],
    ['a body that is not JSON', 'bad-response', (res: ServerResponse) => res.end('<html>')],
    ['a wrong number of vectors', 'bad-response', (res: ServerResponse) => json(res, 200, { data: [] })],
    ['a vector that is not numbers', 'bad-response', (res: ServerResponse) => json(res, 200, { data: [{ embedding: ['a'] }] })],
    ['no data', 'bad-response', (res: ServerResponse) => json(res, 200, { error: 'x' })],
  ])('turns %s into EmbedderUnavailableError (%s)', async (_what, reason, answer) => {
    handler = (_req, _body, res) => answer(res);
    const error = await new HttpEmbedder({ url }).embed(['x']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmbedderUnavailableError);
    expect(error).toMatchObject({ reason });
  });

  it('refuses vectors of changing length', async () => {
    let n = 2;
    handler = (_req, _body, res) => json(res, 200, { data: [{ embedding: new Array(n++).fill(1) }] });
    const embedder = new HttpEmbedder({ url });
    await embedder.embed(['x']);
    await expect(embedder.embed(['x'])).rejects.toMatchObject({ reason: 'bad-response', message: expect.stringContaining('expected 2') });
  });

  it('reports a refused connection as a network failure, then recovers', async () => {
    const embedder = new HttpEmbedder({ url });
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await expect(embedder.embed(['x'])).rejects.toMatchObject({ name: 'EmbedderUnavailableError', reason: 'network' });
    expect(embeddingHealth(embedder).reason).toMatch(/ECONNREFUSED|fetch failed/);

    // Same port again, now answering.
    const port = Number(new URL(url).port);
    handler = (_req, _body, res) => json(res, 200, { data: [{ embedding: [1, 0] }] });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    await embedder.embed(['x']);
    expect(embeddingStatus(embedder)).toBe('ok');
  });
});

describe('embeddingStatus', () => {
  it('is paused without an embedder', () => {
    expect(embeddingStatus(null)).toBe('paused');
    expect(embeddingHealth(null)).toEqual({ status: 'paused', embedder: null, reason: 'embeddings are off' });
  });
});
