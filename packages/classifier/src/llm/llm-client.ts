/**
 * An OpenAI-compatible chat endpoint (`TCS_LLM_BASE_URL`), optional: the engine works without it
 * and falls back to its own ranking and words on any failure or time-out.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatAnswer {
  content: string;
  input_tokens: number;
  output_tokens: number;
}

export interface LlmClient {
  readonly name: string;
  chat(messages: ChatMessage[]): Promise<ChatAnswer>;
}

export interface LlmOptions {
  baseUrl: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
}

export class LlmUnavailableError extends Error {
  constructor(readonly reason: 'timeout' | 'http' | 'network' | 'malformed', message: string) {
    super(message);
  }
}

export class OpenAiChatClient implements LlmClient {
  readonly name: string;
  private readonly endpoint: string;

  constructor(private readonly options: LlmOptions) {
    this.endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    const url = new URL(this.endpoint);
    // No credentials or query in the name: it is logged.
    this.name = `${options.model ?? 'default'}@${url.host}`;
  }

  async chat(messages: ChatMessage[]): Promise<ChatAnswer> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs ?? 15_000);
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    try {
      const res = await fetch(this.endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ model: this.options.model, messages, temperature: 0, response_format: { type: 'json_object' } }),
        signal: controller.signal,
      });
      if (!res.ok) throw new LlmUnavailableError('http', `HTTP ${res.status}: ${(await res.text().catch(() => '')).slice(0, 200)}`);
      const body = (await res.json().catch(() => null)) as { choices?: Array<{ message?: { content?: unknown } }>; usage?: { prompt_tokens?: number; completion_tokens?: number } } | null;
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new LlmUnavailableError('malformed', 'the answer has no choices[0].message.content');
      return { content, input_tokens: body?.usage?.prompt_tokens ?? 0, output_tokens: body?.usage?.completion_tokens ?? 0 };
    } catch (err) {
      if (err instanceof LlmUnavailableError) throw err;
      if (controller.signal.aborted) throw new LlmUnavailableError('timeout', `no answer within ${this.options.timeoutMs ?? 15_000} ms`);
      throw new LlmUnavailableError('network', err instanceof Error ? err.message : String(err));
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The configured client, or null when no model is configured. */
export function createLlmClient(config: { baseUrl?: string; apiKey?: string; model?: string; timeoutMs?: number }): LlmClient | null {
  return config.baseUrl ? new OpenAiChatClient({ baseUrl: config.baseUrl, apiKey: config.apiKey, model: config.model, timeoutMs: config.timeoutMs }) : null;
}
