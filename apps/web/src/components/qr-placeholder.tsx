import { useMemo } from 'react';

const MODULES = 25;
const FINDER = 7;

function seededRandom(seed: string): () => number {
  // FNV-1a hash of the seed, then mulberry32: each placeholder looks different but never changes.
  let hash = 2166136261;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

function isInFinder(row: number, column: number): boolean {
  const inBand = (value: number, start: number) => value >= start && value < start + FINDER + 1;
  return (
    (inBand(row, 0) && inBand(column, 0)) ||
    (inBand(row, 0) && inBand(column, MODULES - FINDER - 1)) ||
    (inBand(row, MODULES - FINDER - 1) && inBand(column, 0))
  );
}

/**
 * A QR-code-like placeholder drawn in code (the real codes are images the carrier supplies).
 * Marked as a sample for assistive tech through `label`, so nobody mistakes it for a real code.
 */
export function QrPlaceholder({ seed, label, size = 96 }: { seed: string; label: string; size?: number }) {
  // The dark modules as one path: ~300 <rect>s per code were that many DOM nodes for React to create
  // on every page with the footer (two codes there, more in the header and side menu's pop-ups).
  const modulesPath = useMemo(() => {
    const random = seededRandom(seed);
    let path = '';
    for (let row = 0; row < MODULES; row += 1) {
      for (let column = 0; column < MODULES; column += 1) {
        if (!isInFinder(row, column) && random() < 0.48) path += `M${column} ${row}h1v1h-1z`;
      }
    }
    return path;
  }, [seed]);

  const finder = (x: number, y: number) => (
    <g key={`${x}-${y}`}>
      <rect x={x} y={y} width={7} height={7} fill="#0b2545" />
      <rect x={x + 1} y={y + 1} width={5} height={5} fill="#fff" />
      <rect x={x + 2} y={y + 2} width={3} height={3} fill="#0b2545" />
    </g>
  );

  return (
    <svg
      className="qr-placeholder"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`-2 -2 ${MODULES + 4} ${MODULES + 4}`}
      shapeRendering="crispEdges"
    >
      <title>{label}</title>
      <rect x={-2} y={-2} width={MODULES + 4} height={MODULES + 4} fill="#fff" />
      <path d={modulesPath} fill="#0b2545" />
      {finder(0, 0)}
      {finder(MODULES - FINDER, 0)}
      {finder(0, MODULES - FINDER)}
    </svg>
  );
}
