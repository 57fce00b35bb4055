import { describe, expect, it } from 'vitest';
import { LIMITS, TRADES } from '@tradewise/shared';
import { CATEGORIES, categoryJobs, toSlides } from './categories';

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

  const answered = <T>(data: T) => ({ data, isPending: false });
  const loading = { isPending: true };
  const failed = { isPending: false, isError: true };
  const none = TRADES.map((trade) => ({ trade, openJobs: 0 }));
  const stats = (approvedTradespeople: number) =>
    answered({ reviews: { average: null, count: 0 }, clientsServed: 0, satisfiedClients: 0, approvedTradespeople });

  it('shows the sample figures only on an empty marketplace: no open job and nobody approved', () => {
    const jobs = categoryJobs(answered(none), stats(0));
    expect(jobs.state).toBe('samples');
    expect(jobs.state === 'samples' && jobs.jobs.get('plumber')).toBe(214);
  });

  it('never shows the samples while the counts or the figures load, or after a failure', () => {
    expect(categoryJobs(loading, stats(0))).toEqual({ state: 'loading' });
    expect(categoryJobs(failed, stats(0))).toEqual({ state: 'failed' });
    expect(categoryJobs(answered(none), loading)).toEqual({ state: 'loading' });
    const unknown = categoryJobs(answered(none), failed);
    expect(unknown.state === 'live' && unknown.jobs.get('plumber')).toBe(0);
    const approved = categoryJobs(answered(none), stats(3));
    expect(approved.state === 'live' && approved.jobs.get('locksmith')).toBe(0);
  });

  it('shows the live counts, zeros included, as soon as one job is open', () => {
    const counts = categoryJobs(
      answered([
        { trade: 'plumber', openJobs: 3 },
        { trade: 'roofer', openJobs: 0 },
      ]),
      loading,
    );
    expect(counts.state).toBe('live');
    if (counts.state !== 'live') return;
    expect(counts.jobs.get('plumber')).toBe(3);
    expect(counts.jobs.get('roofer')).toBe(0);
    expect(counts.jobs.get('electrician')).toBe(0);
  });
});
