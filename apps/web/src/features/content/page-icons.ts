import type { LucideIcon } from 'lucide-react';
import {
  BookOpen,
  Briefcase,
  CircleHelp,
  Cookie,
  FileText,
  HardHat,
  Info,
  LifeBuoy,
  ListChecks,
  Megaphone,
  Newspaper,
  PoundSterling,
  Scale,
  ShieldCheck,
  Star,
  Trophy,
  Users,
} from 'lucide-react';
import type { Slug } from './pages';

/** The icon at the top of each static page. */
export const PAGE_ICONS: Record<Slug, LucideIcon> = {
  about: Info,
  terms: Scale,
  privacy: ShieldCheck,
  howItWorks: ListChecks,
  forTradespeople: HardHat,
  help: CircleHelp,
  pricing: PoundSterling,
  tradePricing: PoundSterling,
  reviews: Star,
  successStories: Trophy,
  blog: Newspaper,
  resources: BookOpen,
  support: LifeBuoy,
  team: Users,
  careers: Briefcase,
  press: Megaphone,
  cookies: Cookie,
  gdpr: FileText,
};
