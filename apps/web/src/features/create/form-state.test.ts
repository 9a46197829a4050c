import { describe, expect, it } from 'vitest';
import {
  beforeSending,
  emptyForm,
  missingTiles,
  STEPS,
  stepComplete,
  tileSummary,
  visibleSteps,
} from './form-state.js';

const now = new Date('2026-11-22T12:00:00Z');

describe('the creation form', () => {
  it('starts with the spec defaults: 30 days, blue-sky, points, no fee', () => {
    const form = emptyForm('standard', now);
    expect(form.challenge.innovation_scale).toBe('blue-sky');
    expect(emptyForm('qq', now).challenge.innovation_scale).toBe('');
    expect(form.challenge.duration_end).toBe('2026-12-22');
    expect(form.prize).toMatchObject({ prize_type: 'points', prize_money: '0' });
    expect(form.idea_entry_process.idea_entry_fee).toBe(0);
  });

  it('orders the steps of each variant', () => {
    expect(STEPS.standard[0]).toBe('category');
    expect(STEPS.standard.at(-1)).toBe('share');
    expect(STEPS.qq).toEqual([
      'category',
      'question-description',
      'image',
      'duration',
      'money-prizes',
      'publish',
      'share',
    ]);
    expect(STEPS.improve.slice(0, 3)).toEqual(['category', 'your-idea', 'purpose']);
  });

  it('hides innovation scale for captions and shows caption format only for them', () => {
    const form = emptyForm('standard', now);
    expect(visibleSteps(form)).toContain('innovation-scale');
    expect(visibleSteps(form)).not.toContain('caption-format');
    form.challenge.platform_category = 'caption-funny';
    form.challenge.category_name = 'Funny';
    expect(visibleSteps(form)).not.toContain('innovation-scale');
    expect(visibleSteps(form)).toContain('caption-format');
  });

  it('lists the missing required tiles with their messages', () => {
    const form = emptyForm('standard', now);
    form.challenge.duration_end = '';
    form.prize.prize_type = '';
    form.challenge.innovation_scale = '';
    expect(missingTiles(form).map((t) => t.message)).toEqual([
      'Category missing',
      'Question missing',
      'Image missing',
      'Duration missing',
      'Prize missing',
      'Scale missing',
    ]);
    const caption = emptyForm('standard', now);
    caption.challenge.platform_category = 'caption-funny';
    caption.challenge.category_name = 'Funny';
    expect(missingTiles(caption).map((t) => t.message)).toContain('Caption missing');
    expect(missingTiles(emptyForm('qq', now)).map((t) => t.message)).not.toContain('Scale missing');
    expect(missingTiles(emptyForm('improve', now)).map((t) => t.message)).toContain('Idea missing');
  });

  it('derives step completion, all done once published', () => {
    const form = emptyForm('standard', now);
    expect(stepComplete(form, 'category')).toBe(false);
    form.challenge.platform_category = 'environment';
    expect(stepComplete(form, 'category')).toBe(true);
    expect(stepComplete(form, 'duration')).toBe(false);
    form.challenge.slug = 'how-could';
    expect(stepComplete(form, 'duration')).toBe(true);
  });

  it('prepares what is sent: title with ?, blue-sky fallback, images filling each other, platform', () => {
    const form = emptyForm('standard', now);
    form.challenge.question_title = '  How could we help ';
    form.challenge.platform_category = 'environment';
    form.challenge.article = {
      url: 'https://news.test/a',
      title: 'A',
      description: null,
      image_url: 'https://news.test/a.jpg',
      keywords: [],
    };
    const body = beforeSending(form, 'platform-1');
    expect(body.challenge.question_title).toBe('How could we help?');
    expect(body.challenge.innovation_scale).toBe('blue-sky');
    expect(body.challenge.primary_image).toBe('https://news.test/a.jpg');
    expect(body.challenge.duration_end).toBe('2026-12-22T23:59:59.000Z');
    expect(body.platform_domain).toBe('platform-1');
    form.challenge.primary_image = 'https://img.test/mine.jpg';
    form.challenge.article = { ...form.challenge.article, image_url: null };
    expect(beforeSending(form, 'p').challenge.article?.image_url).toBe('https://img.test/mine.jpg');
  });

  it('sums up each step on its overview tile, shortened, or nothing', () => {
    const form = emptyForm('standard', now);
    expect(tileSummary(form, 'question-description')).toBeNull();
    expect(tileSummary(form, 'duration')).toBe('2026-12-22');
    form.challenge.category_name = 'Local Civics';
    form.location = 'Bangor, Maine';
    expect(tileSummary(form, 'category')).toBe('Local Civics · Bangor, Maine');
    form.challenge.question_title = 'x'.repeat(100);
    expect(tileSummary(form, 'question-description')).toBe(`${'x'.repeat(79)}…`);
    form.challenge.article = {
      url: 'https://news.test/a',
      title: null,
      description: null,
      image_url: null,
      keywords: [],
    };
    expect(tileSummary(form, 'article-source')).toBe('https://news.test/a');
    expect(tileSummary(form, 'image')).toBeNull();
  });
});
