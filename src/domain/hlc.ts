// Hybrid logical clock (docs/architecture.md#data-contract). A stamp is wall time + counter + node id in a fixed-width
// lowercase text form, so `a < b` on strings (JavaScript, or SQL with COLLATE "C") is time order.
// The counter orders events within one millisecond and keeps the clock monotonic when the wall
// clock steps back; the node id breaks ties between devices deterministically.

const WALL_WIDTH = 15;
const COUNTER_WIDTH = 6;
const NODE_WIDTH = 12;
const MAX_COUNTER = 10 ** COUNTER_WIDTH - 1;
/** A remote stamp further ahead than this is not adopted (one wrong clock must not drag ours). */
export const MAX_DRIFT_MS = 5 * 60 * 1000;

const STAMP_RE = new RegExp(`^(\\d{${WALL_WIDTH}})\\.(\\d{${COUNTER_WIDTH}})\\.([0-9a-f]{${NODE_WIDTH}})$`);
const NODE_RE = new RegExp(`^[0-9a-f]{${NODE_WIDTH}}$`);

export interface HlcParts {
  wall: number;
  counter: number;
  node: string;
}

export function formatHlc({ wall, counter, node }: HlcParts): string {
  if (!Number.isSafeInteger(wall) || wall < 0 || wall >= 10 ** WALL_WIDTH) throw new RangeError(`HLC wall time out of range: ${wall}`);
  if (!Number.isInteger(counter) || counter < 0 || counter > MAX_COUNTER) throw new RangeError(`HLC counter out of range: ${counter}`);
  if (!NODE_RE.test(node)) throw new RangeError(`HLC node id must be ${NODE_WIDTH} lowercase hex characters`);
  return `${String(wall).padStart(WALL_WIDTH, '0')}.${String(counter).padStart(COUNTER_WIDTH, '0')}.${node}`;
}

export function parseHlc(stamp: string): HlcParts {
  const m = STAMP_RE.exec(stamp);
  if (!m) throw new RangeError(`Not an HLC stamp: ${stamp}`);
  return { wall: Number(m[1]), counter: Number(m[2]), node: m[3] };
}

export function isHlc(stamp: unknown): stamp is string {
  return typeof stamp === 'string' && STAMP_RE.test(stamp);
}

export function compareHlc(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The oldest possible stamp of a node: a row written with it loses to any real edit. */
export function genesisHlc(node: string): string {
  return formatHlc({ wall: 0, counter: 0, node });
}

/** Derives a node id from any device identifier (e.g. a UUID). */
export function nodeIdFrom(deviceId: string): string {
  const hex = deviceId.toLowerCase().replace(/[^0-9a-f]/g, '');
  if (hex.length < NODE_WIDTH) throw new RangeError('Device id too short for an HLC node id');
  return hex.slice(0, NODE_WIDTH);
}

export interface HybridClock {
  /** A new stamp for a local event, greater than every stamp this clock has issued or seen. */
  tick(): string;
  /** Take a remote stamp into account so later local stamps sort after it. */
  receive(remote: string): void;
  /** Catch up with a stamp this same device issued (another tab): no drift limit applies. */
  adopt(own: string): void;
  /** The last stamp issued or adopted. */
  last(): string;
}

export function createHybridClock(node: string, now: () => number = Date.now, since?: string): HybridClock {
  let state: HlcParts = since ? { ...parseHlc(since), node } : { wall: 0, counter: 0, node };
  if (!NODE_RE.test(node)) throw new RangeError(`HLC node id must be ${NODE_WIDTH} lowercase hex characters`);

  const advance = (wall: number, counter: number): void => {
    // Counter overflow within one millisecond: borrow the next millisecond instead of wrapping.
    state = counter > MAX_COUNTER ? { wall: wall + 1, counter: 0, node } : { wall, counter, node };
  };

  function adopt(own: string): void {
    const r = parseHlc(own);
    const physical = now();
    const wall = Math.max(state.wall, r.wall, physical);
    let counter = 0;
    if (wall === state.wall && wall === r.wall) counter = Math.max(state.counter, r.counter) + 1;
    else if (wall === state.wall) counter = state.counter + 1;
    else if (wall === r.wall) counter = r.counter + 1;
    advance(wall, counter);
  }

  return {
    tick() {
      const physical = now();
      if (physical > state.wall) advance(physical, 0);
      else advance(state.wall, state.counter + 1);
      return formatHlc(state);
    },
    receive(remote) {
      if (parseHlc(remote).wall - now() > MAX_DRIFT_MS) return;
      adopt(remote);
    },
    adopt,
    last() {
      return formatHlc(state);
    },
  };
}
