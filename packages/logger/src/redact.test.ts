import { redact } from './index';

describe('redact', () => {
  it('when a log carries keys, secrets or files, then their values are replaced', () => {
    const out = redact({ headers: { 'x-api-key': 'svc_abcdefghijkl', accept: 'json' }, secret: 's3cret', nested: [{ password: 'p' }], file: 'raw bytes' }) as Record<string, any>;
    expect(out.headers['x-api-key']).toBe('[redacted]');
    expect(out.headers.accept).toBe('json');
    expect(out.secret).toBe('[redacted]');
    expect(out.nested[0].password).toBe('[redacted]');
    expect(out.file).toBe('[redacted]');
  });

  it('when an API key appears inside a message, then it is masked', () => {
    expect(redact('bad key svc_AbCdEfGh12345678 given')).toBe('bad key svc_[redacted] given');
  });
});
