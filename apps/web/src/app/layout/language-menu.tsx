import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizedPath } from '@tradewise/shared';
import { Check, Globe } from 'lucide-react';
import { Dropdown } from '../../components/ui/dropdown';
import { changeLanguage, type Language } from '../../lib/i18n';

const MENU_ORDER: readonly Language[] = ['en', 'es', 'fr'];

/**
 * English / Español / Français, each written in its own language; the choice is remembered (the
 * cookie) and leads to the page's address in that language (/fr/..., /es/..., English unprefixed).
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? 'en';
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const choose = async (language: Language) => {
    await changeLanguage(language);
    const target = localizedPath(pathname, language);
    if (target !== pathname) void navigate(target + search + hash, { preventScrollReset: true });
  };
  return (
    <Dropdown
      align="end"
      menuLabel={t('languages.choose')}
      label={
        <>
          <Globe size={18} aria-hidden="true" />
          <span className="visually-hidden">{t('common.labelled', { label: t('languages.label') })} </span>
          {t(`languages.${current}`)}
        </>
      }
    >
      {MENU_ORDER.map((language) => (
        <li key={language}>
          <button
            type="button"
            className="dropdown__item"
            lang={language}
            aria-current={language === current ? 'true' : undefined}
            onClick={() => void choose(language)}
          >
            <span>{t(`languages.${language}`)}</span>
            {language === current && <Check size={18} aria-hidden="true" />}
          </button>
        </li>
      ))}
    </Dropdown>
  );
}
