import type { Season } from '@coastbook/domain';
import type { JSX } from 'react';

/**
 * The hero's seasonal artwork, drawn in code: one harbour scene in the shared navy/teal colours
 * (000 §2.4: all four seasons share the colour settings), with the season told by its accent
 * (blossom, sun, leaves, snow). Decorative only.
 */

// Fixed positions so the picture never jumps between renders.
const PARTICLES: ReadonlyArray<readonly [number, number, number]> = [
  [120, 60, 1], [260, 140, 0.8], [410, 40, 1.2], [560, 190, 0.9], [700, 90, 1], [820, 30, 0.7],
  [930, 170, 1.1], [1050, 70, 0.8], [1180, 150, 1], [1300, 50, 0.9], [1420, 120, 1.2], [1530, 210, 0.8],
  [340, 250, 0.7], [640, 280, 0.9], [1000, 260, 0.8], [1240, 240, 1], [180, 230, 0.9], [1480, 40, 0.7],
];

function SpringAccent() {
  return (
    <g>
      <path d="M1600 0 C1500 60 1430 70 1360 130" stroke="#5b3b3b" strokeWidth="6" fill="none" />
      <path d="M1470 55 C1450 90 1420 100 1400 105" stroke="#5b3b3b" strokeWidth="3" fill="none" />
      {[[1360, 130], [1400, 105], [1440, 80], [1500, 50], [1545, 28], [1420, 118]].map(([x, y]) => (
        <g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
          {[0, 72, 144, 216, 288].map((angle) => (
            <ellipse key={angle} rx="7" ry="12" cy="-10" fill="#f9c5d1" transform={`rotate(${angle})`} />
          ))}
          <circle r="4" fill="#f59eb5" />
        </g>
      ))}
      {PARTICLES.map(([x, y, scale]) => (
        <ellipse key={`${x}-${y}`} cx={x} cy={y} rx={5 * scale} ry={3 * scale} fill="#f9c5d1" opacity="0.55" transform={`rotate(${x % 60} ${x} ${y})`} />
      ))}
    </g>
  );
}

function SummerAccent() {
  return (
    <g>
      <circle cx="1330" cy="110" r="120" fill="url(#sunGlow)" />
      <circle cx="1330" cy="110" r="52" fill="#fde68a" opacity="0.95" />
      <path d="M0 250 Q400 220 800 250 T1600 240" stroke="#7dd3fc" strokeWidth="1.5" opacity="0.25" fill="none" />
    </g>
  );
}

function AutumnAccent() {
  return (
    <g>
      {PARTICLES.map(([x, y, scale], index) => (
        <path
          key={`${x}-${y}`}
          d="M0 -10 C6 -6 8 2 0 10 C-8 2 -6 -6 0 -10 Z"
          fill={index % 3 === 0 ? '#f59e0b' : index % 3 === 1 ? '#ea580c' : '#fbbf24'}
          opacity="0.75"
          transform={`translate(${x} ${y}) rotate(${(x * 7) % 360}) scale(${scale * 1.3})`}
        />
      ))}
    </g>
  );
}

function WinterAccent() {
  return (
    <g fill="#ffffff">
      {PARTICLES.map(([x, y, scale]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={3.2 * scale} opacity="0.8" />
      ))}
      {PARTICLES.map(([x, y, scale]) => (
        <circle key={`s-${x}-${y}`} cx={(x + 70) % 1600} cy={y + 45} r={2 * scale} opacity="0.55" />
      ))}
      <rect x="0" y="348" width="1600" height="5" opacity="0.35" />
    </g>
  );
}

const ACCENTS: Record<Season, () => JSX.Element> = {
  spring: SpringAccent,
  summer: SummerAccent,
  autumn: AutumnAccent,
  winter: WinterAccent,
};

const CONTAINER_COLOURS = ['#14b8a6', '#e2e8f0', '#0ea5e9', '#94a3b8', '#2dd4bf', '#cbd5e1'];

export function SeasonArt({ season }: { season: Season }) {
  const Accent = ACCENTS[season];
  return (
    <svg
      className="season-art"
      viewBox="0 0 1600 520"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-season={season}
    >
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b2545" />
          <stop offset="0.65" stopColor="#13315c" />
          <stop offset="1" stopColor="#1d4e89" />
        </linearGradient>
        <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0f766e" />
          <stop offset="1" stopColor="#0b2545" />
        </linearGradient>
        <radialGradient id="sunGlow">
          <stop offset="0" stopColor="#fde68a" stopOpacity="0.55" />
          <stop offset="1" stopColor="#fde68a" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="fadeLeft" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#0b2545" stopOpacity="0.85" />
          <stop offset="0.55" stopColor="#0b2545" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width="1600" height="520" fill="url(#sky)" />
      <Accent />
      {/* quay cranes */}
      <g stroke="#5eead4" strokeWidth="5" opacity="0.35" fill="none">
        <path d="M1380 340 V140 H1530 M1410 340 V140 M1380 180 H1470 M1450 140 L1500 100" />
        <path d="M1210 340 V170 H1330 M1240 340 V170 M1210 205 H1300" />
      </g>
      {/* container ship */}
      <g transform="translate(700 232)">
        {Array.from({ length: 11 }, (_, column) =>
          Array.from({ length: column % 4 === 0 ? 3 : 4 }, (_, row) => (
            <rect
              key={`${column}-${row}`}
              x={70 + column * 42}
              y={62 - row * 20}
              width="40"
              height="18"
              rx="1.5"
              fill={CONTAINER_COLOURS[(column * 3 + row) % CONTAINER_COLOURS.length]}
              opacity="0.92"
            />
          )),
        )}
        <rect x="560" y="10" width="44" height="72" fill="#e2e8f0" />
        <rect x="566" y="18" width="32" height="8" fill="#0b2545" />
        <rect x="576" y="-8" width="12" height="18" fill="#14b8a6" />
        <path d="M0 82 H660 L630 130 H40 Z" fill="#081a33" />
        <path d="M40 118 H632" stroke="#14b8a6" strokeWidth="4" />
      </g>
      {/* sea */}
      <rect y="352" width="1600" height="168" fill="url(#sea)" />
      <g stroke="#99f6e4" strokeWidth="2" opacity="0.35" fill="none">
        <path d="M0 372 q40 -10 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0" />
        <path d="M-40 404 q40 -10 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0" />
      </g>
      <rect width="1600" height="520" fill="url(#fadeLeft)" />
    </svg>
  );
}
