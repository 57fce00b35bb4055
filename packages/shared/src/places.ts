import { TRADES, type Language, type Trade } from './enums.js';
import { plainWords } from './trade-words.js';

/**
 * The trade-and-place pages ("/plumbers/leeds", "/fr/plombiers/leeds", "/es/fontaneros/ls1"): the
 * trades that have one, each trade's word in each language's addresses, and a place's slug. One
 * table for the pages, their routes and the sitemap, so they always name the same addresses.
 */
export type PlaceTrade = Exclude<Trade, 'other'>;

/** Every trade but "other" (nobody searches for "other tradespeople in Leeds"). */
export const PLACE_TRADES = TRADES.filter((trade): trade is PlaceTrade => trade !== 'other');

export const TRADE_SLUGS: Record<Language, Record<PlaceTrade, string>> = {
  en: {
    bricklayer: 'bricklayers',
    carpenter: 'carpenters',
    cleaner: 'cleaners',
    drywall_installer: 'plasterers',
    electrician: 'electricians',
    flooring_installer: 'flooring-installers',
    gas_engineer: 'gas-engineers',
    general_contractor: 'builders',
    glazier: 'glaziers',
    hvac_technician: 'hvac-technicians',
    insulation_contractors: 'insulation-installers',
    landscaper: 'landscapers',
    locksmith: 'locksmiths',
    mechanics: 'mechanics',
    painter_decorator: 'painters-decorators',
    pest_control_specialist: 'pest-control',
    plumber: 'plumbers',
    roofer: 'roofers',
    septic_system_installers: 'septic-tank-installers',
    security_officer: 'security-officers',
    solar_panel_installers: 'solar-panel-installers',
    stonemasons: 'stonemasons',
    training_provider: 'training-providers',
    welder: 'welders',
  },
  fr: {
    bricklayer: 'macons',
    carpenter: 'menuisiers',
    cleaner: 'agents-entretien',
    drywall_installer: 'plaquistes',
    electrician: 'electriciens',
    flooring_installer: 'poseurs-revetements-sol',
    gas_engineer: 'techniciens-gaz',
    general_contractor: 'entrepreneurs-batiment',
    glazier: 'vitriers',
    hvac_technician: 'techniciens-cvc',
    insulation_contractors: 'isolation',
    landscaper: 'paysagistes',
    locksmith: 'serruriers',
    mechanics: 'mecaniciens',
    painter_decorator: 'peintres-decorateurs',
    pest_control_specialist: 'lutte-antiparasitaire',
    plumber: 'plombiers',
    roofer: 'couvreurs',
    septic_system_installers: 'fosses-septiques',
    security_officer: 'agents-securite',
    solar_panel_installers: 'panneaux-solaires',
    stonemasons: 'tailleurs-pierre',
    training_provider: 'organismes-formation',
    welder: 'soudeurs',
  },
  es: {
    bricklayer: 'albaniles',
    carpenter: 'carpinteros',
    cleaner: 'limpieza',
    drywall_installer: 'yeseros',
    electrician: 'electricistas',
    flooring_installer: 'instaladores-suelos',
    gas_engineer: 'tecnicos-gas',
    general_contractor: 'constructores',
    glazier: 'cristaleros',
    hvac_technician: 'tecnicos-climatizacion',
    insulation_contractors: 'aislamiento',
    landscaper: 'jardineros-paisajistas',
    locksmith: 'cerrajeros',
    mechanics: 'mecanicos',
    painter_decorator: 'pintores-decoradores',
    pest_control_specialist: 'control-plagas',
    plumber: 'fontaneros',
    roofer: 'techadores',
    septic_system_installers: 'fosas-septicas',
    security_officer: 'vigilantes-seguridad',
    solar_panel_installers: 'placas-solares',
    stonemasons: 'canteros',
    training_provider: 'centros-formacion',
    welder: 'soldadores',
  },
};

/** The trade a language's address word names ("plombiers" in French), or undefined. */
export function tradeFromSlug(language: Language, slug: string): PlaceTrade | undefined {
  const slugs = TRADE_SLUGS[language];
  return PLACE_TRADES.find((trade) => slugs[trade] === slug);
}

/** A place's name in an address: "Leeds" -> "leeds", "Stoke-on-Trent" -> "stoke-on-trent", "LS1" -> "ls1". */
export const placeSlug = (name: string) => plainWords(name).replaceAll(' ', '-');

/** The prefix of a language's addresses: none for English, "/fr" and "/es". */
export const languagePrefix = (language: Language) => (language === 'en' ? '' : `/${language}`);

/** The address of a trade-and-place page in a language: "/plumbers/leeds", "/fr/plombiers/leeds". */
export const tradePlacePath = (language: Language, trade: PlaceTrade, place: string) =>
  `${languagePrefix(language)}/${TRADE_SLUGS[language][trade]}/${place}`;

/** The router's patterns of a language's pages ("/plumbers/:place", "/fr/plombiers/:place"). */
export const tradePlacePatterns = (language: Language) =>
  PLACE_TRADES.map((trade) => tradePlacePath(language, trade, ':place'));

/** The trade an address word names in any language, with that language. */
export function tradeFromAnySlug(slug: string): { trade: PlaceTrade; language: Language } | undefined {
  for (const language of Object.keys(TRADE_SLUGS) as Language[]) {
    const trade = tradeFromSlug(language, slug);
    if (trade) return { trade, language };
  }
  return undefined;
}

/**
 * An unprefixed address with a trade-and-place page's trade word in `language` ("/plombiers/leeds"
 * in English is "/plumbers/leeds"); any other address as it is. Used by localizedPath, so the
 * language menu, the alternates and the links inside a page name the page's own words.
 */
export function tradeWordIn(bare: string, language: Language): string {
  const match = /^\/([^/]+)\/([^/]+)(\/?)$/.exec(bare);
  const found = match ? tradeFromAnySlug(match[1]!) : undefined;
  return found ? `/${TRADE_SLUGS[language][found.trade]}/${match![2]}${match![3]}` : bare;
}
