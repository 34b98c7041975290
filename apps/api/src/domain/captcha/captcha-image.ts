// Renders a captcha code as a PNG: each character drawn from the bitmap font at 3x scale
// with its own colour, position jitter and slant, over a tinted background with noise
// lines and dots.
import { randomInt } from 'node:crypto';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphPixel } from './bitmap-font';
import { encodeRgbPng } from './png';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
const SCALE = 3;

type Rgb = [number, number, number];

class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) this.pixels.set(background, i * 3);
  }

  set(x: number, y: number, color: Rgb): void {
    const xi = Math.round(x);
    const yi = Math.round(y);
    if (xi < 0 || yi < 0 || xi >= this.width || yi >= this.height) return;
    this.pixels.set(color, (yi * this.width + xi) * 3);
  }

  line(x0: number, y0: number, x1: number, y1: number, color: Rgb): void {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let i = 0; i <= steps; i++) {
      this.set(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, color);
    }
  }
}

const between = (min: number, max: number): number => randomInt(min, max + 1);
const darkColor = (): Rgb => [between(10, 110), between(10, 110), between(10, 130)];
const midColor = (): Rgb => [between(90, 190), between(90, 190), between(90, 190)];

function drawChar(canvas: Canvas, char: string, left: number, top: number, color: Rgb): void {
  const slant = between(-3, 3) / 10;
  for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
    const shift = slant * (GLYPH_HEIGHT - gy) * SCALE * 0.5;
    for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
      if (!glyphPixel(char, gx, gy)) continue;
      for (let dy = 0; dy < SCALE; dy++) {
        for (let dx = 0; dx < SCALE; dx++) {
          canvas.set(left + gx * SCALE + dx + shift, top + gy * SCALE + dy, color);
        }
      }
    }
  }
}

/** A PNG showing `text` (characters of CAPTCHA_ALPHABET). */
export function renderCaptcha(text: string): Buffer {
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, [
    between(225, 250),
    between(225, 250),
    between(225, 250),
  ]);
  for (let i = 0; i < 3; i++) {
    canvas.line(between(0, 30), between(0, 39), between(90, 119), between(0, 39), midColor());
  }
  const cell = Math.floor((CAPTCHA_WIDTH - 16) / Math.max(text.length, 1));
  [...text].forEach((char, i) => {
    const left = 8 + i * cell + between(0, Math.max(cell - GLYPH_WIDTH * SCALE - 2, 0));
    const top = between(3, CAPTCHA_HEIGHT - GLYPH_HEIGHT * SCALE - 3);
    drawChar(canvas, char, left, top, darkColor());
  });
  for (let i = 0; i < 2; i++) {
    canvas.line(0, between(5, 35), CAPTCHA_WIDTH - 1, between(5, 35), midColor());
  }
  for (let i = 0; i < 160; i++)
    canvas.set(between(0, CAPTCHA_WIDTH - 1), between(0, CAPTCHA_HEIGHT - 1), midColor());
  return encodeRgbPng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, canvas.pixels);
}
