import type { TFunction } from 'i18next';
import type { PublicReliability } from '@tradewise/shared';
import { formatDay } from '../../lib/job-format';

/**
 * A tradesperson's public reliability figures as sentences (issue 42), only those the server gave
 * (each is past its threshold): none at all when there is nothing yet, never a zero. During a
 * leave, only the leave.
 */
export function reliabilityLines(t: TFunction, figures: PublicReliability | undefined, language: string | undefined) {
  if (!figures) return [];
  if (figures.onLeaveUntil)
    return [t('tradeProfile.reliability.onLeave', { date: formatDay(figures.onLeaveUntil, language) })];
  const brand = t('brand.name');
  const lines: string[] = [];
  if (figures.usuallyAnswers) lines.push(t(`tradeProfile.reliability.usually.${figures.usuallyAnswers}`));
  if (figures.hiresCompleted !== undefined)
    lines.push(t('tradeProfile.reliability.hires', { count: figures.hiresCompleted, brand }));
  if (figures.visits)
    lines.push(t('tradeProfile.reliability.visits', { count: figures.visits.total, kept: figures.visits.kept }));
  return lines;
}
