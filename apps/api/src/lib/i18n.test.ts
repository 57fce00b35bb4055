import { describe, expect, it } from 'vitest';
import { translate } from './i18n.js';

describe('translate', () => {
  it('elides French "de" before a name that starts with a vowel, in emails as on the site', () => {
    expect(translate('fr', 'email.reviewRequest.subject', { business: 'Okafor Electrical' })).toBe(
      'Comment s’est passé le travail d’Okafor Electrical ?',
    );
    expect(translate('fr', 'email.reviewRequest.subject', { business: 'Thompson Plumbing' })).toBe(
      'Comment s’est passé le travail de Thompson Plumbing ?',
    );
    expect(translate('es', 'email.reviewRequest.subject', { business: 'Okafor Electrical' })).toContain('de Okafor');
  });
});
