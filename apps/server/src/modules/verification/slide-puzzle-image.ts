import { PNG } from 'pngjs';

/** The puzzle area (000 §9: 400x200). */
export const PUZZLE_WIDTH = 400;
export const PUZZLE_HEIGHT = 200;
/** Side of the square that holds the puzzle piece (body, knobs and notch). */
export const PIECE_SIZE = 58;

/**
 * The piece: a 40 px square with a round knob on top and on the right and a round notch in the bottom,
 * the classic jigsaw shape. Computed once: `inside[y * PIECE_SIZE + x]`, and `edge` for the 2 px rim.
 */
const PIECE = (() => {
  const inside = new Uint8Array(PIECE_SIZE * PIECE_SIZE);
  const within = (x: number, y: number, cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  for (let y = 0; y < PIECE_SIZE; y += 1) {
    for (let x = 0; x < PIECE_SIZE; x += 1) {
      const px = x + 0.5;
      const py = y + 0.5;
      const body = px >= 2 && px < 42 && py >= 16 && py < 56;
      const topKnob = within(px, py, 22, 12, 8);
      const rightKnob = within(px, py, 46, 36, 8);
      const notch = within(px, py, 22, 58, 8);
      inside[y * PIECE_SIZE + x] = (body || topKnob || rightKnob) && !notch ? 1 : 0;
    }
  }
  const edge = new Uint8Array(PIECE_SIZE * PIECE_SIZE);
  const isInside = (x: number, y: number) => x >= 0 && y >= 0 && x < PIECE_SIZE && y < PIECE_SIZE && inside[y * PIECE_SIZE + x] === 1;
  for (let y = 0; y < PIECE_SIZE; y += 1) {
    for (let x = 0; x < PIECE_SIZE; x += 1) {
      if (!isInside(x, y)) continue;
      let nearOutside = false;
      for (let dy = -2; dy <= 2 && !nearOutside; dy += 1) {
        for (let dx = -2; dx <= 2 && !nearOutside; dx += 1) {
          if (dx * dx + dy * dy <= 4 && !isInside(x + dx, y + dy)) nearOutside = true;
        }
      }
      edge[y * PIECE_SIZE + x] = nearOutside ? 1 : 0;
    }
  }
  return { inside, edge };
})();

type Rgb = [number, number, number];

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);

/** An RGB canvas with alpha blending, enough to paint a procedural background. */
class Canvas {
  readonly pixels = new Float32Array(PUZZLE_WIDTH * PUZZLE_HEIGHT * 3);

  blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= PUZZLE_WIDTH || y >= PUZZLE_HEIGHT) return;
    const index = (y * PUZZLE_WIDTH + x) * 3;
    for (let channel = 0; channel < 3; channel += 1) {
      this.pixels[index + channel] = this.pixels[index + channel]! * (1 - alpha) + color[channel]! * alpha;
    }
  }

  fillRect(left: number, top: number, width: number, height: number, color: Rgb, alpha: number): void {
    for (let y = Math.max(0, Math.floor(top)); y < Math.min(PUZZLE_HEIGHT, top + height); y += 1) {
      for (let x = Math.max(0, Math.floor(left)); x < Math.min(PUZZLE_WIDTH, left + width); x += 1) this.blend(x, y, color, alpha);
    }
  }

  fillCircle(cx: number, cy: number, radius: number, color: Rgb, alpha: number): void {
    for (let y = Math.max(0, Math.floor(cy - radius)); y <= Math.min(PUZZLE_HEIGHT - 1, cy + radius); y += 1) {
      for (let x = Math.max(0, Math.floor(cx - radius)); x <= Math.min(PUZZLE_WIDTH - 1, cx + radius); x += 1) {
        if ((x - cx) ** 2 + (y - cy) ** 2 <= radius * radius) this.blend(x, y, color, alpha);
      }
    }
  }
}

/**
 * A new background each time: a two-colour gradient at a random angle, a sea band with waves, stacks
 * of containers, a few translucent discs, and per-pixel noise, so no two puzzles share pixels and a
 * solver cannot diff against a known picture.
 */
function paintBackground(random: () => number): Canvas {
  const canvas = new Canvas();
  const hue = random() * 360;
  const from = hslToRgb(hue, 0.45 + random() * 0.3, 0.55 + random() * 0.2);
  const to = hslToRgb((hue + 60 + random() * 120) % 360, 0.45 + random() * 0.3, 0.35 + random() * 0.2);
  const angle = random() * Math.PI * 2;
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const span = Math.abs(dx) * PUZZLE_WIDTH + Math.abs(dy) * PUZZLE_HEIGHT;
  for (let y = 0; y < PUZZLE_HEIGHT; y += 1) {
    for (let x = 0; x < PUZZLE_WIDTH; x += 1) {
      const t = ((x - PUZZLE_WIDTH / 2) * dx + (y - PUZZLE_HEIGHT / 2) * dy) / span + 0.5;
      const index = (y * PUZZLE_WIDTH + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) canvas.pixels[index + channel] = from[channel]! * (1 - t) + to[channel]! * t;
    }
  }

  // Translucent discs (sun, haze).
  for (let disc = 0, discs = 3 + Math.floor(random() * 4); disc < discs; disc += 1) {
    canvas.fillCircle(random() * PUZZLE_WIDTH, random() * PUZZLE_HEIGHT, 15 + random() * 45, hslToRgb(random() * 360, 0.6, 0.6), 0.15 + random() * 0.25);
  }

  // Sea band with a wave line.
  const seaTop = 130 + random() * 35;
  const seaColor = hslToRgb(190 + random() * 40, 0.55, 0.35 + random() * 0.15);
  const waveLength = 20 + random() * 30;
  const phase = random() * Math.PI * 2;
  for (let x = 0; x < PUZZLE_WIDTH; x += 1) {
    const surface = seaTop + Math.sin(x / waveLength + phase) * 4;
    for (let y = Math.max(0, Math.floor(surface)); y < PUZZLE_HEIGHT; y += 1) canvas.blend(x, y, seaColor, 0.55);
  }

  // Stacks of containers standing on the quay line.
  for (let stack = 0, stacks = 3 + Math.floor(random() * 4); stack < stacks; stack += 1) {
    const width = 34 + random() * 30;
    const left = random() * (PUZZLE_WIDTH - width);
    const tiers = 1 + Math.floor(random() * 4);
    for (let tier = 0; tier < tiers; tier += 1) {
      const top = seaTop - (tier + 1) * 16;
      const color = hslToRgb(random() * 360, 0.55 + random() * 0.3, 0.4 + random() * 0.2);
      canvas.fillRect(left, top, width, 15, color, 0.85);
      // Corrugation: darker vertical ribs.
      for (let rib = left + 3; rib < left + width - 2; rib += 4) canvas.fillRect(rib, top + 1, 1, 13, [0, 0, 0], 0.18);
    }
  }

  // Noise in 2x2 cells: enough to break diffing, coarse enough to keep the PNG small.
  for (let y = 0; y < PUZZLE_HEIGHT; y += 2) {
    for (let x = 0; x < PUZZLE_WIDTH; x += 2) {
      const shift = (random() - 0.5) * 22;
      for (let cellY = y; cellY < y + 2; cellY += 1) {
        for (let cellX = x; cellX < x + 2; cellX += 1) {
          const index = (cellY * PUZZLE_WIDTH + cellX) * 3;
          for (let channel = 0; channel < 3; channel += 1) canvas.pixels[index + channel] = clamp(canvas.pixels[index + channel]! + shift);
        }
      }
    }
  }
  return canvas;
}

export interface SlidePuzzleImages {
  /** 400x200 RGB PNG with the hole (and a fainter decoy). */
  background: Buffer;
  /** PIECE_SIZE x 200 RGBA PNG, transparent except the piece drawn at rows y..y+PIECE_SIZE. */
  block: Buffer;
}

/**
 * Draws one puzzle with the hole's top-left corner at (x, y). A fainter decoy hole at `decoyX` (when
 * given) makes naive "find the darkest patch" solvers guess wrong half the time.
 */
export function renderSlidePuzzle(options: { x: number; y: number; decoyX?: number; random?: () => number }): SlidePuzzleImages {
  const { x, y, decoyX, random = Math.random } = options;
  const canvas = paintBackground(random);
  const original = Float32Array.from(canvas.pixels);

  const block = new PNG({ width: PIECE_SIZE, height: PUZZLE_HEIGHT });
  block.data.fill(0);
  for (let row = 0; row < PIECE_SIZE; row += 1) {
    for (let column = 0; column < PIECE_SIZE; column += 1) {
      const maskIndex = row * PIECE_SIZE + column;
      if (!PIECE.inside[maskIndex]) continue;
      const isEdge = PIECE.edge[maskIndex] === 1;
      const source = ((y + row) * PUZZLE_WIDTH + (x + column)) * 3;
      const target = ((y + row) * PIECE_SIZE + column) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        const value = original[source + channel]!;
        block.data[target + channel] = Math.round(isEdge ? value * 0.3 + 255 * 0.7 : value);
        // The hole: darkened, with a light rim.
        canvas.pixels[source + channel] = isEdge ? value * 0.5 + 255 * 0.5 : value * 0.42;
      }
      block.data[target + 3] = 255;
      if (decoyX !== undefined) {
        const decoy = ((y + row) * PUZZLE_WIDTH + (decoyX + column)) * 3;
        for (let channel = 0; channel < 3; channel += 1) {
          const value = canvas.pixels[decoy + channel]!;
          canvas.pixels[decoy + channel] = isEdge ? value * 0.7 + 255 * 0.3 : value * 0.7;
        }
      }
    }
  }

  const background = new PNG({ width: PUZZLE_WIDTH, height: PUZZLE_HEIGHT, colorType: 2, inputHasAlpha: false });
  const rgb = Buffer.alloc(PUZZLE_WIDTH * PUZZLE_HEIGHT * 3);
  for (let index = 0; index < rgb.length; index += 1) rgb[index] = Math.round(clamp(canvas.pixels[index]!));
  background.data = rgb;
  return {
    background: PNG.sync.write(background, { colorType: 2, inputHasAlpha: false }),
    block: PNG.sync.write(block, { colorType: 6 }),
  };
}

/** `data:image/png;base64,...` for an <img src>. */
export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}
