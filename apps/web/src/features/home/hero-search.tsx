import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin, Search, Star } from 'lucide-react';
import type { PublicStats } from '@tradewise/shared';
import { heroClaim } from './claims';
import { LiveControls } from '../../lib/hydrated';

const STEPS = ['home.stepTell', 'home.stepQuotes', 'home.stepChoose'] as const;

interface HeroSearchProps {
  onOpen: (typed: { service: string; location: string }) => void;
  /** Starts fetching the form's code before it is needed. */
  onWarm: () => void;
  /** The live figures: the rating line shows only when published reviews back it. */
  stats: PublicStats | undefined;
}

/**
 * The hero: 'Find Local Approved TradesPeople' with a service and a location input. Both inputs
 * and the button open the request form (spec section 2), carrying in what was typed. A click or
 * tap on an input opens it; reaching an input with the keyboard does not (opening a dialog on
 * focus would trap keyboard users, WCAG 3.2.1): they type, then press Enter or the button.
 */
export function HeroSearch({ onOpen, onWarm, stats }: HeroSearchProps) {
  const { t, i18n } = useTranslation();
  const claim = heroClaim(stats, t, i18n.resolvedLanguage);
  const serviceRef = useRef<HTMLInputElement>(null);
  const locationRef = useRef<HTMLInputElement>(null);
  const open = () => onOpen({ service: serviceRef.current?.value ?? '', location: locationRef.current?.value ?? '' });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    open();
  };

  return (
    <section className="hero home-hero" aria-labelledby="hero-title">
      <div className="container home-hero__inner">
        <div className="home-hero__copy">
          <p className="home-hero__eyebrow">{t('home.heroEyebrow')}</p>
          <h1 className="hero__title" id="hero-title">
            {t('home.heroTitle')}
          </h1>
          <p className="hero__lead">{t('home.heroLead')}</p>
          <form
            className="hero-search"
            role="search"
            aria-label={t('home.searchLabel')}
            noValidate
            onSubmit={onSubmit}
            onPointerEnter={onWarm}
            onFocus={onWarm}
          >
            <LiveControls>
              <div className="hero-search__field">
                <label className="hero-search__label" htmlFor="hero-service">
                  {t('home.serviceLabel')}
                </label>
                <div className="hero-search__control">
                  <Search size={20} aria-hidden="true" />
                  <input
                    ref={serviceRef}
                    id="hero-service"
                    className="hero-search__input"
                    type="text"
                    autoComplete="off"
                    placeholder={t('home.servicePlaceholder')}
                    onClick={open}
                  />
                </div>
              </div>
              <div className="hero-search__field">
                <label className="hero-search__label" htmlFor="hero-location">
                  {t('home.locationLabel')}
                </label>
                <div className="hero-search__control">
                  <MapPin size={20} aria-hidden="true" />
                  <input
                    ref={locationRef}
                    id="hero-location"
                    className="hero-search__input"
                    type="text"
                    autoComplete="postal-code"
                    placeholder={t('home.locationPlaceholder')}
                    onClick={open}
                  />
                </div>
              </div>
              <button type="submit" className="button button--accent button--large hero-search__button">
                {t('home.findTradespeople')}
              </button>
            </LiveControls>
          </form>
          {/* Its line is there while the figures load (empty, and kept so when none back a claim),
              so what follows the hero does not move down when they come. */}
          <p className="home-hero__proof">
            {claim && (
              <>
                {/* One star, not five: the five-star picture's code would not fit the page's budget. */}
                <Star className="home-hero__stars" size={18} aria-hidden="true" />
                {claim.text}
              </>
            )}
          </p>
        </div>
        <aside className="hero-steps" aria-labelledby="hero-steps-title">
          <h2 className="hero-steps__title" id="hero-steps-title">
            {t('home.stepsTitle')}
          </h2>
          <ol className="hero-steps__list">
            {STEPS.map((step, index) => (
              <li key={step}>
                <span className="hero-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span>{t(step)}</span>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </section>
  );
}
