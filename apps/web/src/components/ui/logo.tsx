import { useTranslation } from 'react-i18next';
import logoMarkUrl from '../../assets/logo-mark.svg';

/** The logo mark (the same file is the favicon). Decorative: the brand name is always beside it. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return <img className="logo-mark" src={logoMarkUrl} width={size} height={size} alt="" />;
}

/** Logo mark plus the brand name from the catalogue. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="logo">
      <LogoMark />
      <span className="logo__name">{t('brand.name')}</span>
    </span>
  );
}
