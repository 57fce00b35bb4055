import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { auditDataSchema, auditText, frenchElision, type AuditData } from '@tradewise/shared';

/**
 * The admin page words each audit entry from its kind and fields (issue 39): French and Spanish do
 * not depend on the English wording, which the page had taken apart with regular expressions.
 */
const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../packages/locales');
type Tree = Record<string, unknown>;
const catalogue = (language: string): Tree =>
  Object.assign(
    {},
    ...readdirSync(path.join(LOCALES, language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')) as Tree),
  );

/** A `t` in `language`, with the catalogues as they are or English's audit wording replaced. */
function translator(language: string, english: Tree = catalogue('en')) {
  const i18n = i18next.createInstance().use(frenchElision);
  void i18n.init({
    lng: language,
    fallbackLng: 'en',
    initAsync: false,
    showSupportNotice: false,
    interpolation: { escapeValue: false },
    postProcess: [frenchElision.name],
    resources: {
      en: { translation: english },
      fr: { translation: catalogue('fr') },
      es: { translation: catalogue('es') },
    },
  });
  return (data: AuditData) => auditText(data, (key, values) => i18n.t(key, values ?? {}));
}

/** English as someone might reword it: every sentence of every kind different. */
function rewordedEnglish(): Tree {
  const en = structuredClone(catalogue('en'));
  const audit = en.adminAudit as { kinds: Record<string, string> };
  for (const key of Object.keys(audit.kinds)) audit.kinds[key] = `Something else happened (${key})`;
  return en;
}

const ENTRIES: AuditData[] = [
  { kind: 'job_deleted', fields: { trade: 'electrician', town: 'York' } },
  { kind: 'review_hidden', fields: { stars: 2, reason: 'offensive' } },
  { kind: 'tradesperson_edited', fields: { email: 'jo@example.com', passwordChanged: true } },
  { kind: 'credential_checked', fields: { email: 'al@example.com', credential: 'gas_safe', number: '654321' } },
  { kind: 'conversation_read', fields: { trade: 'plumber', town: 'Leeds' } },
  { kind: 'email_read', fields: { subject: 'Votre devis', recipient: 'li@example.com' } },
];

describe('audit entries in words', () => {
  it('reads in French and Spanish from the kind and its fields', () => {
    const [fr, es] = [translator('fr'), translator('es')];
    expect(ENTRIES.map(fr)).toEqual([
      'Chantier supprimé : électricien à York',
      'Avis noté 2/5 masqué (motif : contenu injurieux ou offensant)',
      'Artisan jo@example.com modifié (mot de passe changé)',
      'Vérification : immatriculation Gas Safe d’al@example.com (numéro 654321)',
      'Lecture d’une conversation signalée : plombier à Leeds',
      'Lecture de l’e-mail « Votre devis » envoyé à li@example.com',
    ]);
    expect(es(ENTRIES[0]!)).toBe('Trabajo eliminado: electricista en York');
    expect(es(ENTRIES[2]!)).toBe('Profesional jo@example.com modificado (contraseña cambiada)');
    const insurance: AuditData = {
      kind: 'credential_unchecked',
      fields: { email: 'al@example.com', credential: 'insurance', insurer: 'Hiscox', coverPounds: 2000000 },
    };
    expect(fr(insurance)).toBe(
      'Vérification retirée : assurance responsabilité civile professionnelle d’al@example.com (assureur Hiscox, couverture 2\u202f000\u202f000 £)',
    );
    expect(translator('en')(insurance)).toBe(
      'Unchecked public liability insurance of al@example.com (insurer Hiscox, cover £2,000,000)',
    );
  });

  it('does not change in French or Spanish when the English wording changes', () => {
    for (const language of ['fr', 'es']) {
      const asIs = translator(language);
      const reworded = translator(language, rewordedEnglish());
      for (const entry of ENTRIES) expect(reworded(entry)).toBe(asIs(entry));
    }
    // English itself follows its catalogue: the server's sentence is nowhere in the data.
    expect(translator('en', rewordedEnglish())(ENTRIES[0]!)).toBe('Something else happened (job_deleted)');
  });

  it('has words for every kind in every language, and shows an old unreadable entry as it was written', () => {
    const kindsIn = (language: string) => (catalogue(language).adminAudit as { kinds: Record<string, string> }).kinds;
    const listed = auditDataSchema.options.map((option) => option.shape.kind.value);
    for (const language of ['en', 'fr', 'es']) {
      const kinds = kindsIn(language);
      expect(Object.keys(kinds).sort()).toEqual(Object.keys(kindsIn('en')).sort());
      for (const kind of listed.filter((kind) => kind !== 'legacy')) expect(kinds[kind], kind).toBeDefined();
    }
    const legacy: AuditData = { kind: 'legacy', fields: { text: 'Merged two clients by hand' } };
    expect(translator('fr')(legacy)).toBe('Merged two clients by hand');
  });
});
