/**
 * A small seeded PRNG (sfc32, seeded through splitmix32 from a string), so that a seed and an
 * iteration number name the same mutations on every machine and every run: a failure found in CI
 * is reproduced by its seed and iteration alone. Math.random cannot be seeded.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** `parts` are joined into one seed: (seed, iteration, mutation) gives each mutation its own stream. */
  constructor(...parts: (string | number)[]) {
    let state = hashString(parts.join("/"));
    const next = () => {
      state = (state + 0x9e3779b9) | 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i++) this.uint32();
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  float(): number {
    return this.uint32() / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  /** An integer in [min, max] spread evenly over orders of magnitude: mostly small, sometimes huge. */
  logInt(min: number, max: number): number {
    return Math.min(max, Math.floor(Math.exp(Math.log(min) + this.float() * (Math.log(max + 1) - Math.log(min)))));
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("Rng.pick needs at least one item");
    return items[this.int(0, items.length - 1)]!;
  }

  /** One item, each as likely as its weight. */
  weighted<T extends { weight: number }>(items: readonly T[]): T {
    const total = items.reduce((sum, item) => sum + item.weight, 0);
    let at = this.float() * total;
    for (const item of items) {
      at -= item.weight;
      if (at < 0) return item;
    }
    return items.at(-1)!;
  }
}

/** FNV-1a over the UTF-16 code units: enough to spread seeds such as "ci-1" and "ci-2" apart. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
