import { checkWebhookUrl, isPublicAddress, UnsafeWebhookUrl, type Resolver } from './url-safety';
import { newWebhookSecret, openSecret, sealSecret } from './secret-box';
import { deliveryHeaders, signature } from './send-delivery';

const resolverOf = (answers: Record<string, string[]>): Resolver => async (host) => (answers[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

async function refusal(url: string, resolver: Resolver = resolverOf({})) {
  try {
    await checkWebhookUrl(url, { allowPrivate: false, resolver });
  } catch (error) {
    if (error instanceof UnsafeWebhookUrl) return error.reason;
    throw error;
  }
  return null;
}

describe('webhook URL safety', () => {
  it.each([
    'https://127.0.0.1/hook', 'https://127.5.5.5/', 'https://10.1.2.3/', 'https://172.16.0.1/', 'https://172.31.255.255/', 'https://192.168.1.1/',
    'https://169.254.169.254/latest/meta-data', 'https://100.64.0.1/', 'https://0.0.0.0/', 'https://224.0.0.1/', 'https://255.255.255.255/',
    'https://[::1]/', 'https://[fe80::1]/', 'https://[fc00::1]/', 'https://[fd00:ec2::254]/', 'https://[::ffff:127.0.0.1]/', 'https://[::ffff:8.8.8.8]/', 'https://[64:ff9b::a00:1]/',
  ])('when the address is %s, then webhook_private', async (url) => {
    expect(await refusal(url)).toBe('webhook_private');
  });

  it('when a name resolves to one public and one private address, then it is refused (every answer is checked)', async () => {
    expect(await refusal('https://hooks.example.com/x', resolverOf({ 'hooks.example.com': ['93.184.216.34', '10.0.0.5'] }))).toBe('webhook_private');
    expect(await refusal('https://localhost/x', resolverOf({ localhost: ['127.0.0.1', '::1'] }))).toBe('webhook_private');
  });

  it('when the URL is http, carries credentials, does not parse or does not resolve, then each has its reason', async () => {
    expect(await refusal('http://93.184.216.34/')).toBe('webhook_https_required');
    expect(await refusal('https://user:pass@93.184.216.34/')).toBe('webhook_credentials');
    expect(await refusal('not a url')).toBe('webhook_invalid_url');
    expect(await refusal('https://nowhere.invalid/')).toBe('webhook_unresolvable');
  });

  it('when the address is public, then the checked address is the one to connect to', async () => {
    const checked = await checkWebhookUrl('https://hooks.example.com/in', { allowPrivate: false, resolver: resolverOf({ 'hooks.example.com': ['93.184.216.34'] }) });
    expect(checked.address).toEqual({ address: '93.184.216.34', family: 4 });
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
  });

  it('when private addresses are allowed (tests, local development), then http and loopback pass', async () => {
    const checked = await checkWebhookUrl('http://127.0.0.1:8080/hook', { allowPrivate: true });
    expect(checked.address.address).toBe('127.0.0.1');
  });
});

describe('webhook secrets and signatures', () => {
  it('when a secret is sealed, then only the same key opens it', () => {
    const secret = newWebhookSecret();
    const sealed = sealSecret(secret, 'key-one-0123456789');
    expect(sealed).not.toContain(secret);
    expect(openSecret(sealed, 'key-one-0123456789')).toBe(secret);
    expect(() => openSecret(sealed, 'key-two-0123456789')).toThrow();
  });

  it('when a body is signed, then the headers carry the HMAC of the body and of timestamp.body', () => {
    const headers = deliveryHeaders('{"a":1}', 'whsec_x', { event: 'ping', deliveryId: 7, timestamp: 1700000000 });
    expect(headers).toMatchObject({ 'X-SVC-Event': 'ping', 'X-SVC-Delivery': '7', 'User-Agent': 'svc-webhook/1.0', 'X-SVC-Timestamp': '1700000000' });
    expect(headers['X-SVC-Signature']).toBe(signature('whsec_x', '{"a":1}'));
    expect(headers['X-SVC-Signature-256-T']).toBe(signature('whsec_x', '1700000000.{"a":1}'));
    expect(headers['X-SVC-Signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
  });
});

describe('verifying a delivery as a receiver would', () => {
  it('when the raw bytes, the secret and the timestamp match, then it verifies; a changed byte, an old timestamp or a wrong secret do not', async () => {
    const { verifyWebhookSignature } = await import('./verify-signature');
    const body = Buffer.from('{"event":"ping","id":1}');
    const headers = deliveryHeaders(body.toString(), 'whsec_s', { event: 'ping', deliveryId: 1, timestamp: 1_700_000_000 });
    expect(verifyWebhookSignature(body, headers['X-SVC-Signature'], 'whsec_s')).toBe(true);
    expect(verifyWebhookSignature(Buffer.from('{"event":"ping","id":2}'), headers['X-SVC-Signature'], 'whsec_s')).toBe(false);
    expect(verifyWebhookSignature(body, headers['X-SVC-Signature'], 'whsec_other')).toBe(false);
    const stamped = { timestamp: headers['X-SVC-Timestamp'] };
    expect(verifyWebhookSignature(body, headers['X-SVC-Signature-256-T'], 'whsec_s', { ...stamped, now: 1_700_000_100_000 })).toBe(true);
    expect(verifyWebhookSignature(body, headers['X-SVC-Signature-256-T'], 'whsec_s', { ...stamped, now: 1_700_001_000_000 })).toBe(false);
    expect(verifyWebhookSignature(body, undefined, 'whsec_s')).toBe(false);
  });
});
