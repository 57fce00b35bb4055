import { route } from '@react-router/dev/routes';
import { LANGUAGES, PLACE_TRADES, tradePlacePath } from '@tradewise/shared';

/**
 * A page per trade and place (issue 40) in each language, each with its own trade word:
 * /plumbers/:place, /fr/plombiers/:place, /es/fontaneros/:place (packages/shared places.ts).
 */
export const tradePlaceRoutes = () =>
  LANGUAGES.flatMap((language) =>
    PLACE_TRADES.map((trade) =>
      route(tradePlacePath(language, trade, ':place').slice(1), 'features/places/trade-place-page.tsx', {
        id: `places-${language}-${trade}`,
      }),
    ),
  );
