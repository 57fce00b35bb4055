import { LANGUAGES, type Language, type Trade } from './enums.js';

/** Lower case, accents removed, single spaces: "Électricien " -> "electricien", "fuse-box" -> "fuse box". */
export const plainWords = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The everyday words people type for a job, per language, and the trade each points to: "boiler"
 * is a gas engineer's, "leak" a plumber's, "fuse box" an electrician's. One list for the home
 * page's service field, the request form and the directory (in the browser and the API). Written
 * without accents (they are removed before matching) and in the singular: a word also matches with
 * a plural or verb ending ("leaks", "leaking", "tiles", "tiling").
 */
export const TRADE_WORDS: Record<Language, Partial<Record<Trade, readonly string[]>>> = {
  en: {
    gas_engineer: ['boiler', 'gas', 'central heating', 'radiator', 'combi', 'gas safety', 'heating'],
    plumber: ['leak', 'tap', 'taps', 'toilet', 'pipe', 'drain', 'shower', 'bath', 'sink', 'blocked', 'water heater'],
    electrician: ['fuse', 'fuse box', 'consumer unit', 'socket', 'wiring', 'rewire', 'light', 'switch', 'power cut'],
    flooring_installer: ['tile', 'tiler', 'tiling', 'floor', 'laminate', 'carpet', 'vinyl', 'parquet'],
    roofer: ['chimney', 'roof', 'gutter', 'slate', 'flat roof', 'fascia', 'soffit'],
    bricklayer: ['brick', 'wall', 'pointing', 'garden wall'],
    carpenter: ['door', 'wardrobe', 'shelf', 'shelves', 'skirting', 'kitchen fitting', 'joinery', 'decking', 'stair'],
    painter_decorator: ['paint', 'decorate', 'wallpaper', 'decorating'],
    drywall_installer: ['plaster', 'plasterboard', 'stud wall', 'ceiling', 'partition'],
    glazier: ['window', 'glass', 'double glazing', 'glazing', 'conservatory'],
    locksmith: ['lock', 'locked out', 'key', 'keys'],
    landscaper: ['garden', 'lawn', 'hedge', 'fence', 'patio', 'turf', 'tree'],
    cleaner: ['clean', 'cleaning', 'end of tenancy', 'oven clean', 'carpet clean'],
    pest_control_specialist: ['pest', 'mice', 'mouse', 'rat', 'rats', 'wasp', 'bed bug', 'cockroach', 'mole'],
    hvac_technician: ['air conditioning', 'heat pump', 'ventilation', 'extractor fan'],
    insulation_contractors: ['insulation', 'loft insulation', 'cavity wall', 'draught'],
    solar_panel_installers: ['solar', 'solar panel', 'battery storage'],
    septic_system_installers: ['septic', 'septic tank', 'cesspit', 'sewage treatment'],
    general_contractor: ['extension', 'renovation', 'loft conversion', 'building work', 'refurbishment'],
    mechanics: ['car', 'cars', 'van', 'mot', 'brake', 'tyre', 'engine'],
    stonemasons: ['stone', 'stonework', 'fireplace', 'headstone', 'dry stone'],
    welder: ['weld', 'welding', 'metal gate', 'railing', 'steel'],
    security_officer: ['security guard', 'guard', 'door supervisor'],
    training_provider: ['training', 'course', 'apprenticeship'],
  },
  fr: {
    gas_engineer: ['chaudiere', 'gaz', 'chauffage', 'chauffage central', 'radiateur'],
    plumber: ['fuite', 'robinet', 'toilette', 'wc', 'tuyau', 'canalisation', 'douche', 'evier', 'chauffe eau'],
    electrician: ['tableau electrique', 'fusible', 'disjoncteur', 'prise', 'cablage', 'eclairage', 'interrupteur'],
    flooring_installer: ['carrelage', 'carreleur', 'sol', 'parquet', 'moquette', 'lino'],
    roofer: ['cheminee', 'toit', 'toiture', 'gouttiere', 'ardoise', 'tuile'],
    bricklayer: ['brique', 'mur', 'maconnerie', 'macon'],
    carpenter: ['porte', 'placard', 'etagere', 'menuiserie', 'terrasse en bois', 'escalier'],
    painter_decorator: ['peinture', 'peindre', 'papier peint', 'decoration'],
    drywall_installer: ['platre', 'placo', 'plaque de platre', 'cloison', 'plafond'],
    glazier: ['fenetre', 'vitre', 'double vitrage', 'verre', 'veranda'],
    locksmith: ['serrure', 'cle', 'porte claquee'],
    landscaper: ['jardin', 'pelouse', 'haie', 'cloture', 'elagage', 'arbre'],
    cleaner: ['menage', 'nettoyage', 'nettoyer'],
    pest_control_specialist: ['nuisible', 'souris', 'rat', 'guepe', 'punaise de lit', 'cafard', 'taupe'],
    hvac_technician: ['climatisation', 'clim', 'pompe a chaleur', 'ventilation', 'vmc'],
    insulation_contractors: ['isolation', 'isoler', 'combles'],
    solar_panel_installers: ['solaire', 'panneau solaire', 'photovoltaique'],
    septic_system_installers: ['fosse septique', 'assainissement'],
    general_contractor: ['agrandissement', 'renovation', 'travaux', 'amenagement des combles'],
    mechanics: ['voiture', 'garage', 'controle technique', 'frein', 'pneu', 'moteur'],
    stonemasons: ['pierre', 'taille de pierre', 'pierre tombale'],
    welder: ['soudure', 'souder', 'portail en metal', 'rambarde'],
    security_officer: ['gardiennage', 'vigile', 'agent de securite'],
    training_provider: ['formation', 'apprentissage'],
  },
  es: {
    gas_engineer: ['caldera', 'gas', 'calefaccion', 'radiador'],
    plumber: ['fuga', 'grifo', 'inodoro', 'vater', 'tuberia', 'desague', 'atasco', 'ducha', 'fregadero', 'calentador'],
    electrician: ['cuadro electrico', 'fusible', 'diferencial', 'enchufe', 'cableado', 'instalacion electrica', 'luz'],
    flooring_installer: ['azulejo', 'baldosa', 'alicatado', 'suelo', 'parquet', 'tarima', 'moqueta'],
    roofer: ['chimenea', 'tejado', 'techo', 'canalon', 'teja', 'goteras'],
    bricklayer: ['ladrillo', 'muro', 'pared', 'albanileria'],
    carpenter: ['puerta', 'armario', 'estanteria', 'carpinteria', 'escalera', 'tarima de madera'],
    painter_decorator: ['pintura', 'pintar', 'papel pintado'],
    drywall_installer: ['yeso', 'pladur', 'tabique', 'escayola'],
    glazier: ['ventana', 'cristal', 'vidrio', 'doble acristalamiento'],
    locksmith: ['cerradura', 'llave', 'cerrajero'],
    landscaper: ['jardin', 'cesped', 'seto', 'valla', 'poda', 'arbol'],
    cleaner: ['limpieza', 'limpiar'],
    pest_control_specialist: ['plaga', 'raton', 'rata', 'avispa', 'chinche', 'cucaracha', 'topo'],
    hvac_technician: ['aire acondicionado', 'bomba de calor', 'ventilacion', 'climatizacion'],
    insulation_contractors: ['aislamiento', 'aislar'],
    solar_panel_installers: ['solar', 'placa solar', 'panel solar', 'fotovoltaica'],
    septic_system_installers: ['fosa septica', 'pozo negro', 'saneamiento'],
    general_contractor: ['ampliacion', 'reforma', 'obra', 'rehabilitacion'],
    mechanics: ['coche', 'furgoneta', 'itv', 'freno', 'neumatico', 'motor'],
    stonemasons: ['piedra', 'canteria', 'lapida'],
    welder: ['soldadura', 'soldar', 'verja', 'barandilla'],
    security_officer: ['vigilante', 'seguridad privada', 'guardia de seguridad'],
    training_provider: ['formacion', 'curso', 'aprendizaje'],
  },
};

/**
 * What may follow a listed word of four letters or more in the same written word: plurals and verb
 * endings ("leaks", "leaking", "painted"). Shorter words match only as written ("mot" is not "mots").
 */
const ENDINGS = /^(s|es|x|d|ed|ing|er|ers|y)$/;

/** Where `phrase` (plain words) starts in `words`, each of its words matched whole or with an ending; -1 if nowhere. */
function positionOf(words: readonly string[], phrase: readonly string[]): number {
  const matches = (typed: string, listed: string) =>
    typed === listed || (listed.length >= 4 && typed.startsWith(listed) && ENDINGS.test(typed.slice(listed.length)));
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    if (phrase.every((listed, offset) => matches(words[start + offset]!, listed))) return start;
  }
  return -1;
}

/**
 * The trades the everyday words in `text` point to, in the languages given (all three unless
 * told: a visitor may type a word of another of them, and the API does not know theirs), the one named first in the text first ("boiler leak": gas engineer, then plumber).
 * Empty when no listed word is in it: nothing is guessed from vague text.
 */
export function tradesFromWords(text: string, languages: readonly Language[] = LANGUAGES): Trade[] {
  const words = plainWords(text).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const found = new Map<Trade, { at: number; length: number }>();
  for (const language of languages) {
    for (const [trade, phrases] of Object.entries(TRADE_WORDS[language]) as [Trade, readonly string[]][]) {
      for (const phrase of phrases) {
        const listed = phrase.split(' ');
        const at = positionOf(words, listed);
        const best = found.get(trade);
        if (at >= 0 && (!best || at < best.at || (at === best.at && listed.length > best.length))) {
          found.set(trade, { at, length: listed.length });
        }
      }
    }
  }
  return [...found].sort(([, a], [, b]) => a.at - b.at || b.length - a.length).map(([trade]) => trade);
}
