import { describe, expect, it } from 'vitest';
import { LIMITS, TRADES } from '@tradewise/shared';
import { CATEGORIES, jobCounts, toSlides } from './categories';

describe('trending categories', () => {
  it('has the 24 categories of the spec, every trade but "other", each once', () => {
    expect(CATEGORIES).toHaveLength(LIMITS.carouselCategories);
    expect(new Set(CATEGORIES.map((category) => category.trade))).toEqual(
      new Set(TRADES.filter((trade) => trade !== 'other')),
    );
  });

  it('makes 3 slides of 8', () => {
    const slides = toSlides(CATEGORIES, LIMITS.carouselPerSlide);
    expect(slides.map((slide) => slide.length)).toEqual([8, 8, 8]);
  });

  it('shows the sample figures when the marketplace has no open job, or the counts did not load', () => {
    const none = TRADES.map((trade) => ({ trade, openJobs: 0 }));
    expect(jobCounts(none).get('plumber')).toBe(214);
    expect(jobCounts(undefined).get('locksmith')).toBe(97);
  });

  it('shows the live counts, zeros included, as soon as one job is open', () => {
    const counts = jobCounts([
      { trade: 'plumber', openJobs: 3 },
      { trade: 'roofer', openJobs: 0 },
    ]);
    expect(counts.get('plumber')).toBe(3);
    expect(counts.get('roofer')).toBe(0);
    expect(counts.get('electrician')).toBe(0);
  });
});
