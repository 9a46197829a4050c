/**
 * The meme canvas of caption challenges: the challenge's image on a 500 px wide canvas with the
 * player's caption over it, as players will see it. On submit the canvas is uploaded as a PNG
 * and becomes the idea's image.
 */

import { useTranslation } from '@nervus/ui-kit';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import '../../i18n/meme.en.js';
import './challenge.css';

export const MEME_WIDTH = 500;
const FONT = 'bold 34px Impact, "Arial Black", sans-serif';
const LINE_HEIGHT = 38;
const MARGIN = 16;

/** Splits a caption into lines that fit the width, word by word (long words stay whole). */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.toUpperCase().split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && context.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws the image (or a dark ground while there is none) and the caption at the bottom. */
function paint(el: HTMLCanvasElement, img: HTMLImageElement | null, caption: string): boolean {
  const context = el.getContext('2d');
  if (!context) return false;
  const ready = Boolean(img?.complete && img.naturalWidth);
  const height =
    img && ready
      ? Math.round((MEME_WIDTH * img.naturalHeight) / img.naturalWidth)
      : Math.round(MEME_WIDTH * 0.5625);
  el.width = MEME_WIDTH;
  el.height = height;
  context.fillStyle = '#222';
  context.fillRect(0, 0, MEME_WIDTH, height);
  if (img && ready) context.drawImage(img, 0, 0, MEME_WIDTH, height);
  context.font = FONT;
  context.textAlign = 'center';
  context.textBaseline = 'bottom';
  context.lineWidth = 5;
  context.lineJoin = 'round';
  context.strokeStyle = '#000';
  context.fillStyle = '#fff';
  const lines = wrap(context, caption, MEME_WIDTH - 2 * MARGIN);
  lines.forEach((line, i) => {
    const y = height - MARGIN - (lines.length - 1 - i) * LINE_HEIGHT;
    context.strokeText(line, MEME_WIDTH / 2, y);
    context.fillText(line, MEME_WIDTH / 2, y);
  });
  return true;
}

export interface MemeCanvasHandle {
  /** The meme as a PNG, or null when the canvas could not be drawn. */
  toPng(): Promise<Blob | null>;
}

export const MemeCanvas = forwardRef<MemeCanvasHandle, { image: string | null; caption: string }>(
  function MemeCanvas({ image, caption }, ref) {
    const { t } = useTranslation();
    const canvas = useRef<HTMLCanvasElement>(null);
    const picture = useRef<{ src: string; img: HTMLImageElement } | null>(null);
    const latest = useRef(caption);
    latest.current = caption;
    const drawn = useRef(false);

    useEffect(() => {
      const el = canvas.current;
      if (!el) return;
      if (image && picture.current?.src !== image) {
        const img = new Image();
        const repaint = () => {
          if (canvas.current) drawn.current = paint(canvas.current, img, latest.current);
        };
        img.onload = repaint;
        img.onerror = repaint;
        img.src = image;
        picture.current = { src: image, img };
      }
      drawn.current = paint(el, image ? (picture.current?.img ?? null) : null, caption);
    }, [image, caption]);

    useImperativeHandle(ref, () => ({
      toPng: () =>
        new Promise((resolve) => {
          const el = canvas.current;
          if (!el || !drawn.current) return resolve(null);
          el.toBlob((blob) => resolve(blob), 'image/png');
        }),
    }));

    return (
      <figure className="challenge-meme nv-stack nv-flush">
        <canvas ref={canvas} width={MEME_WIDTH} role="img" aria-label={t('meme.preview')} />
        <figcaption className="nv-hint">{t('meme.hint')}</figcaption>
      </figure>
    );
  },
);
