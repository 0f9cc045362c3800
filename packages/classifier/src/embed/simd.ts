/**
 * An int8 dot-product scan in WebAssembly SIMD, the fast first pass of VectorIndex.search.
 *
 * Why: a brute-force float32 scan of 30,000 × 512 reads 61 MB per query. In plain JS that is ~21 ms on
 * this machine, and even as float32 WASM SIMD it is ~6 ms, bound by memory bandwidth (61 MB doesn't fit
 * the 32 MB L3). Rows quantised to int8 are 15 MB (they stay in L3) and scan in ~1 ms; VectorIndex then
 * re-scores the candidates exactly in float32 (see the error bound there), so results are exact.
 *
 * The module is ~370 bytes, assembled below from opcodes (no toolchain, no binary file in the repo):
 *
 *   dots8(mat, q, n, d, scales, out):   // byte addresses into the exported memory
 *     for r in 0..n:
 *       acc0..acc3 = i32x4(0)
 *       for j in 0..d step 32:           // 32 int8 of the row, 32 int16 of the query
 *         x = v128.load(mat + j);  y = v128.load(mat + j + 16)
 *         acc0 += i32x4.dot_i16x8_s(extend_low_s(x),  v128.load(q + 2j))
 *         acc1 += i32x4.dot_i16x8_s(extend_high_s(x), v128.load(q + 2j + 16))
 *         acc2 += ... y low, q + 2j + 32;  acc3 += ... y high, q + 2j + 48
 *       out[r] = f32(sum of lanes of acc0+acc1+acc2+acc3) * scales[r]
 *       mat += d
 *
 * Integer overflow: each i32 lane sums d/16 products of |int8| ≤ 127 and |int16| ≤ 32767 pairs, fine for d ≤ 4096.
 */

export const SIMD_MAX_DIMENSIONS = 4096;

const leb = (n: number): number[] => {
  const out: number[] = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n) b |= 0x80;
    out.push(b);
  } while (n);
  return out;
};
const sleb = (n: number): number[] => {
  const out: number[] = [];
  for (;;) {
    const b = n & 0x7f;
    n >>= 7;
    if ((n === 0 && !(b & 0x40)) || (n === -1 && b & 0x40)) return [...out, b];
    out.push(b | 0x80);
  }
};

function assembleModule(): Uint8Array {
  const section = (id: number, bytes: number[]) => [id, ...leb(bytes.length), ...bytes];
  const name = (s: string) => [s.length, ...Array.from(s, (c) => c.charCodeAt(0))];
  const simd = (op: number) => [0xfd, ...leb(op)];
  const get = (i: number) => [0x20, i];
  const set = (i: number) => [0x21, i];
  const i32 = (v: number) => [0x41, ...sleb(v)];
  const I32_ADD = 0x6a;
  const I32_GE_U = 0x4f;
  const V128_LOAD = 0x00;
  const V128_CONST = 0x0c;
  const I16X8_EXTEND_LOW_I8X16_S = 0x87;
  const I16X8_EXTEND_HIGH_I8X16_S = 0x88;
  const I32X4_EXTRACT_LANE = 0x1b;
  const I32X4_ADD = 0xae;
  const I32X4_DOT_I16X8_S = 0xba;
  // params, then locals
  const [MAT, Q, N, D, SCALES, OUT, R, J, QJ] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  const ACC = [9, 10, 11, 12];
  const load = (base: number, offset: number, index: number) => [...get(base), ...get(index), I32_ADD, ...simd(V128_LOAD), 0, ...leb(offset)];
  const step = (acc: number, rowOffset: number, high: boolean, queryOffset: number) => [
    ...get(acc),
    ...load(MAT, rowOffset, J),
    ...simd(high ? I16X8_EXTEND_HIGH_I8X16_S : I16X8_EXTEND_LOW_I8X16_S),
    ...load(Q, queryOffset, QJ),
    ...simd(I32X4_DOT_I16X8_S),
    ...simd(I32X4_ADD),
    ...set(acc),
  ];
  const zero = [...simd(V128_CONST), ...new Array<number>(16).fill(0)];
  const body = [
    2, 3, 0x7f, 4, 0x7b, // locals: 3 × i32, 4 × v128
    ...i32(0), ...set(R),
    0x02, 0x40, 0x03, 0x40, // block, loop (rows)
    ...get(R), ...get(N), I32_GE_U, 0x0d, 1,
    ...ACC.flatMap((acc) => [...zero, ...set(acc)]),
    ...i32(0), ...set(J), ...i32(0), ...set(QJ),
    0x02, 0x40, 0x03, 0x40, // block, loop (32 dimensions at a time)
    ...get(J), ...get(D), I32_GE_U, 0x0d, 1,
    ...step(ACC[0], 0, false, 0), ...step(ACC[1], 0, true, 16), ...step(ACC[2], 16, false, 32), ...step(ACC[3], 16, true, 48),
    ...get(J), ...i32(32), I32_ADD, ...set(J), ...get(QJ), ...i32(64), I32_ADD, ...set(QJ),
    0x0c, 0, 0x0b, 0x0b, // br loop; end loop; end block
    ...get(OUT), // address for f32.store
    ...get(ACC[0]), ...get(ACC[1]), ...simd(I32X4_ADD), ...get(ACC[2]), ...get(ACC[3]), ...simd(I32X4_ADD), ...simd(I32X4_ADD), ...set(ACC[0]),
    ...[0, 1, 2, 3].flatMap((lane) => [...get(ACC[0]), ...simd(I32X4_EXTRACT_LANE), lane]), I32_ADD, I32_ADD, I32_ADD,
    0xb2, // f32.convert_i32_s
    ...get(SCALES), 0x2a, 2, 0, // f32.load
    0x94, // f32.mul
    0x38, 2, 0, // f32.store
    ...get(MAT), ...get(D), I32_ADD, ...set(MAT),
    ...get(SCALES), ...i32(4), I32_ADD, ...set(SCALES),
    ...get(OUT), ...i32(4), I32_ADD, ...set(OUT),
    ...get(R), ...i32(1), I32_ADD, ...set(R),
    0x0c, 0, 0x0b, 0x0b, // br loop; end loop; end block
    0x0b, // end function
  ];
  return Uint8Array.from([
    0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0,
    ...section(1, [1, 0x60, 6, 0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 0]), // type: (i32 × 6) → ()
    ...section(3, [1, 0]), // one function of type 0
    ...section(5, [1, 0, 1]), // memory: 1 page minimum
    ...section(7, [2, ...name('mem'), 2, 0, ...name('dots8'), 0, 0]),
    ...section(10, [1, ...leb(body.length), ...body]),
  ]);
}

// The project's TS lib (ES2023, no DOM) has no WebAssembly types: the little used here.
interface WasmModule {
  readonly __wasmModule?: never;
}
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface WasmApi {
  validate(bytes: Uint8Array): boolean;
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (module: WasmModule) => { exports: Record<string, unknown> };
}
const wasm = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;

let compiled: WasmModule | null | undefined;

/** The compiled module, or null where WebAssembly SIMD is unavailable. */
function wasmModule(): WasmModule | null {
  if (compiled === undefined) {
    try {
      const bytes = assembleModule();
      compiled = wasm && wasm.validate(bytes) ? new wasm.Module(bytes) : null;
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

const align16 = (n: number) => (n + 15) & ~15;

/** Rows quantised to int8 (one scale per row) in WASM memory, scanned against an int16-quantised query. */
export class Int8Scan {
  /** Largest row scale: a row value differs from its int8 image by at most maxScale / 2. */
  readonly maxScale: number;
  /** Bound on the L1 norm of every quantised row. */
  readonly maxL1: number;
  private readonly dots8: (mat: number, q: number, n: number, d: number, scales: number, out: number) => void;
  private readonly query: Int16Array;
  private readonly out: Float32Array;
  private readonly qOffset: number;
  private readonly scalesOffset: number;
  private readonly outOffset: number;

  private constructor(
    module: WasmModule,
    vectors: Float32Array,
    readonly count: number,
    readonly dimensions: number,
  ) {
    const instance = new wasm!.Instance(module);
    const memory = instance.exports.mem as WasmMemory;
    this.dots8 = instance.exports.dots8 as Int8Scan['dots8'];
    const n = count;
    const d = dimensions;
    this.qOffset = align16(n * d);
    this.scalesOffset = align16(this.qOffset + 2 * d);
    this.outOffset = align16(this.scalesOffset + 4 * n);
    const end = this.outOffset + 4 * n;
    memory.grow(Math.max(0, Math.ceil(end / 65536) - memory.buffer.byteLength / 65536));
    // Views made after grow(): growing detaches older ones.
    const rows = new Int8Array(memory.buffer, 0, n * d);
    const scales = new Float32Array(memory.buffer, this.scalesOffset, n);
    this.query = new Int16Array(memory.buffer, this.qOffset, d);
    this.out = new Float32Array(memory.buffer, this.outOffset, n);
    let maxScale = 0;
    let maxL1 = 0;
    for (let r = 0, o = 0; r < n; r++, o += d) {
      let max = 0;
      let l1 = 0;
      for (let j = 0; j < d; j++) {
        const x = vectors[o + j];
        const a = x < 0 ? -x : x; // not Math.abs: under jest's VM context Math calls are not inlined (30x slower)
        l1 += a;
        if (a > max) max = a;
      }
      const scale = max > 0 ? max / 127 : 1;
      const inv = 1 / scale;
      for (let j = 0; j < d; j++) {
        // round(): the value is within ±127, so floor(value + 0.5) by truncating a positive number
        // (Math.round is 4x slower over 15M values).
        rows[o + j] = ((vectors[o + j] * inv + 128.5) | 0) - 128;
      }
      scales[r] = scale;
      if (max > 0 && scale > maxScale) maxScale = scale;
      // ‖x̂‖₁ ≤ ‖x‖₁ + d · scale / 2
      const l1Bound = l1 + (d * scale) / 2;
      if (l1Bound > maxL1) maxL1 = l1Bound;
    }
    this.maxScale = maxScale;
    this.maxL1 = maxL1;
  }

  /** An Int8Scan of `vectors` (count × dimensions, row-major), or null when the kernel can't serve them. */
  static create(vectors: Float32Array, count: number, dimensions: number): Int8Scan | null {
    if (dimensions === 0 || dimensions % 32 !== 0 || dimensions > SIMD_MAX_DIMENSIONS || count === 0) return null;
    const module = wasmModule();
    if (!module) return null;
    try {
      return new Int8Scan(module, vectors, count, dimensions);
    } catch {
      return null; // e.g. WASM memory can't grow that far
    }
  }

  /**
   * Approximate dot products of every row with `query` (length = dimensions). Returns the scores (a view
   * into WASM memory, overwritten by the next scan) and the query's quantisation step: the query differs
   * from its int16 image by at most queryScale / 2 per value.
   */
  scan(query: Float32Array): { scores: Float32Array; queryScale: number } {
    let max = 0;
    for (let j = 0; j < this.dimensions; j++) {
      const a = query[j] < 0 ? -query[j] : query[j];
      if (a > max) max = a;
    }
    const queryScale = max > 0 ? max / 32767 : 1;
    const inv = 1 / queryScale;
    for (let j = 0; j < this.dimensions; j++) this.query[j] = Math.round(query[j] * inv);
    this.dots8(0, this.qOffset, this.count, this.dimensions, this.scalesOffset, this.outOffset);
    const scores = this.out;
    for (let r = 0; r < this.count; r++) scores[r] *= queryScale;
    return { scores, queryScale };
  }
}
