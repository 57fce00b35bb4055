import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { LIMITS } from '@tradewise/shared';
import { cx } from '../../components/ui/cx';
import type { PublicStats } from '@tradewise/shared';
import { CATEGORIES, categoryJobs, toSlides, type CategoryTrade } from './categories';
import { useCategoryCounts, type Fetched } from './home-api';
import { QuietRetry } from './quiet-retry';
import { usePrefersReducedMotion } from './use-reduced-motion';

interface TrendingCarouselProps {
  /** A category was chosen: the request form opens with that trade. */
  onPick: (trade: CategoryTrade) => void;
  /** The live figures: whether the marketplace is empty (the only time the samples show). */
  stats: Fetched<PublicStats>;
}

/**
 * Trending categories (spec section 2): 24 categories, 8 per slide. It moves on by itself every
 * 4 s with a 0.5 s slide; previous, next, a dot, the arrow keys, the pause button or moving focus
 * into it stop the rotation (WAI-ARIA carousel pattern); hovering pauses it. Nothing moves for
 * people who prefer reduced motion. Job counts show once they are known: a bar while they load, a
 * quiet "Try again" if they fail, never the samples in their place.
 */
export function TrendingCarousel({ onPick, stats }: TrendingCarouselProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const slidesId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const counts = useCategoryCounts();
  const jobs = categoryJobs(counts, stats);
  const slides = useMemo(() => toSlides(CATEGORIES, LIMITS.carouselPerSlide), []);
  const [current, setCurrent] = useState(0);
  const [rotating, setRotating] = useState(true);
  const [hovered, setHovered] = useState(false);
  const autoAdvance = rotating && !reducedMotion;

  useEffect(() => {
    if (!autoAdvance || hovered) return;
    const timer = window.setInterval(
      () => setCurrent((slide) => (slide + 1) % slides.length),
      LIMITS.carouselIntervalMs,
    );
    return () => window.clearInterval(timer);
  }, [autoAdvance, hovered, slides.length]);

  /** Any move by the visitor ends the automatic rotation. */
  const goTo = (slide: number) => {
    setRotating(false);
    setCurrent((slide + slides.length) % slides.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') goTo(current - 1);
    else if (event.key === 'ArrowRight') goTo(current + 1);
    else return;
    event.preventDefault();
  };

  const jobsLabel = (count: number) => t('home.categoryJobs', { count });

  return (
    <section
      className="carousel"
      aria-roledescription={t('home.carouselRole')}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Keyboard focus inside the carousel stops it for good, as the WAI-ARIA pattern asks.
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) setRotating(false);
      }}
    >
      <div className="carousel__head">
        <div>
          <h2 id={headingId} className="section__title carousel__title">
            {t('home.trendingTitle')}
          </h2>
          <p className="section__lead">
            {t(jobs.state === 'samples' ? 'home.trendingSampleLead' : 'home.trendingLead')}
          </p>
          {jobs.state === 'failed' && (
            <QuietRetry
              message={t('home.categoryJobsFailed')}
              onRetry={() => {
                counts.retry();
                if (stats.isError) stats.retry();
              }}
            />
          )}
        </div>
        <div className="carousel__controls">
          {!reducedMotion && (
            <button
              type="button"
              className="icon-button"
              onClick={() => setRotating((value) => !value)}
              aria-label={rotating ? t('home.carouselPause') : t('home.carouselPlay')}
            >
              {rotating ? <Pause size={20} aria-hidden="true" /> : <Play size={20} aria-hidden="true" />}
            </button>
          )}
          <button
            type="button"
            className="icon-button"
            aria-controls={slidesId}
            aria-label={t('home.carouselPrevious')}
            onClick={() => goTo(current - 1)}
          >
            <ChevronLeft size={24} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-controls={slidesId}
            aria-label={t('home.carouselNext')}
            onClick={() => goTo(current + 1)}
          >
            <ChevronRight size={24} aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="carousel__viewport">
        <div
          id={slidesId}
          className="carousel__track"
          aria-live={autoAdvance ? 'off' : 'polite'}
          aria-busy={jobs.state === 'loading' || undefined}
          style={{
            transform: `translateX(-${current * 100}%)`,
            transitionDuration: reducedMotion ? '0ms' : `${LIMITS.carouselTransitionMs}ms`,
          }}
          data-slide={current + 1}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              className="carousel__slide"
              role="group"
              aria-roledescription={t('home.slideRole')}
              aria-label={t('home.slideLabel', { current: index + 1, total: slides.length })}
              aria-hidden={index !== current}
              inert={index !== current}
            >
              <ul className="category-grid">
                {slide.map(({ trade, icon: Icon }) => (
                  <li key={trade}>
                    <button type="button" className="category" onClick={() => onPick(trade)}>
                      <span className="category__icon" aria-hidden="true">
                        <Icon size={28} strokeWidth={1.75} />
                      </span>
                      <span className="category__name">{t(`trades.${trade}`)}</span>
                      {jobs.state === 'loading' && (
                        <span className="category__jobs category__jobs--loading" aria-hidden="true" />
                      )}
                      {(jobs.state === 'live' || jobs.state === 'samples') && (
                        <span className="category__jobs">{jobsLabel(jobs.jobs.get(trade) ?? 0)}</span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__dots">
        {slides.map((_, index) => (
          <button
            key={index}
            type="button"
            className={cx('touch-button carousel__dot', index === current && 'carousel__dot--current')}
            aria-label={t('home.carouselGoTo', { current: index + 1, total: slides.length })}
            aria-current={index === current ? 'true' : undefined}
            aria-controls={slidesId}
            onClick={() => goTo(index)}
          >
            <span aria-hidden="true" />
          </button>
        ))}
      </div>
    </section>
  );
}
