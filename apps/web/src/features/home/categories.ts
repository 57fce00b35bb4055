import type { LucideIcon } from 'lucide-react';
import {
  AirVent,
  BrickWall,
  Bug,
  Car,
  Droplets,
  Flame,
  GraduationCap,
  Grid3x3,
  Hammer,
  HardHat,
  House,
  KeyRound,
  Layers,
  Mountain,
  PaintRoller,
  PanelsTopLeft,
  ShieldCheck,
  Sparkles,
  SprayCan,
  Sun,
  ThermometerSnowflake,
  Trees,
  Waves,
  Zap,
} from 'lucide-react';
import type { CategoryCount, PublicStats, Trade } from '@tradewise/shared';
import type { Loaded } from './home-api';

export type CategoryTrade = Exclude<Trade, 'other'>;

export interface Category {
  trade: CategoryTrade;
  icon: LucideIcon;
  /** The spec's static sample figure, shown only on an empty marketplace. */
  sampleJobs: number;
}

/**
 * The 24 trending categories (every trade but "other"), in the order they are shown: the trades
 * people ask for most first, the spec's examples (locksmith, bathrooms, tiling, central heating)
 * among them.
 */
export const CATEGORIES: readonly Category[] = [
  { trade: 'plumber', icon: Droplets, sampleJobs: 214 },
  { trade: 'electrician', icon: Zap, sampleJobs: 186 },
  { trade: 'gas_engineer', icon: Flame, sampleJobs: 152 },
  { trade: 'locksmith', icon: KeyRound, sampleJobs: 97 },
  { trade: 'painter_decorator', icon: PaintRoller, sampleJobs: 143 },
  { trade: 'carpenter', icon: Hammer, sampleJobs: 120 },
  { trade: 'roofer', icon: House, sampleJobs: 88 },
  { trade: 'general_contractor', icon: HardHat, sampleJobs: 131 },
  { trade: 'cleaner', icon: SprayCan, sampleJobs: 109 },
  { trade: 'bricklayer', icon: BrickWall, sampleJobs: 76 },
  { trade: 'flooring_installer', icon: Grid3x3, sampleJobs: 85 },
  { trade: 'landscaper', icon: Trees, sampleJobs: 92 },
  { trade: 'hvac_technician', icon: AirVent, sampleJobs: 54 },
  { trade: 'glazier', icon: PanelsTopLeft, sampleJobs: 47 },
  { trade: 'drywall_installer', icon: Layers, sampleJobs: 58 },
  { trade: 'insulation_contractors', icon: ThermometerSnowflake, sampleJobs: 41 },
  { trade: 'solar_panel_installers', icon: Sun, sampleJobs: 63 },
  { trade: 'pest_control_specialist', icon: Bug, sampleJobs: 38 },
  { trade: 'mechanics', icon: Car, sampleJobs: 72 },
  { trade: 'stonemasons', icon: Mountain, sampleJobs: 29 },
  { trade: 'welder', icon: Sparkles, sampleJobs: 33 },
  { trade: 'septic_system_installers', icon: Waves, sampleJobs: 17 },
  { trade: 'security_officer', icon: ShieldCheck, sampleJobs: 24 },
  { trade: 'training_provider', icon: GraduationCap, sampleJobs: 21 },
];

/**
 * What the categories say about jobs: the live number of open jobs per trade; the spec's sample
 * figures only on an empty marketplace (no open job and no approved tradesperson, decision 7);
 * nothing while an answer is awaited or failed, so a slow or failed request never shows a sample.
 */
export type CategoryJobs =
  { state: 'loading' | 'failed' } | { state: 'live' | 'samples'; jobs: Map<CategoryTrade, number> };

export function categoryJobs(live: Loaded<readonly CategoryCount[]>, stats: Loaded<PublicStats>): CategoryJobs {
  if (!live.data) return { state: live.isPending ? 'loading' : 'failed' };
  const counts = new Map(live.data.map((entry) => [entry.trade, entry.openJobs]));
  const liveJobs = () => new Map(CATEGORIES.map(({ trade }) => [trade, counts.get(trade) ?? 0]));
  if (live.data.some((entry) => entry.openJobs > 0)) return { state: 'live', jobs: liveJobs() };
  if (stats.data?.approvedTradespeople === 0) {
    return { state: 'samples', jobs: new Map(CATEGORIES.map(({ trade, sampleJobs }) => [trade, sampleJobs])) };
  }
  if (stats.isPending) return { state: 'loading' };
  // Tradespeople but no open job (or the figures unknown): the honest zeros.
  return { state: 'live', jobs: liveJobs() };
}

/** Splits the categories into slides of `perSlide`. */
export function toSlides<T>(items: readonly T[], perSlide: number): T[][] {
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += perSlide) slides.push(items.slice(start, start + perSlide));
  return slides;
}
