import { Link, useSearchParams } from 'react-router';
import { ToLogin } from '../../app/to-login';
import { useTranslation } from 'react-i18next';
import { cx } from '../../components/ui/cx';
import { useSignedInRoles } from '../../lib/auth';
import { ConversationList } from './conversation-list';
import { MESSAGING_ROLES } from './keys';
import { Thread } from './thread';
import './messaging.css';

/**
 * /messages: a client's or tradesperson's conversations, one per quotation, and the one open
 * (?c=<id>; Back returns to the list). Wide screens show both side by side; phones the list, then
 * the thread with a link back. Someone signed in as both picks with ?as=, as on /account.
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const roles = useSignedInRoles();
  const signedIn = MESSAGING_ROLES.filter((role) => roles.includes(role));
  const role = signedIn.find((own) => own === search.get('as')) ?? signedIn[0];
  const openId = search.get('c');

  if (!role) return <ToLogin to="/signin" />;

  const hrefFor = (id?: string) => {
    const query = new URLSearchParams();
    if (id) query.set('c', id);
    if (signedIn.length > 1) query.set('as', role);
    return query.size > 0 ? `/messages?${query}` : '/messages';
  };
  const title = t('messaging.title');

  return (
    <div className="container page messages-page">
      <title>{`${title} – ${t('brand.name')}`}</title>
      <div className={cx('page-heading', openId && 'messages-page__heading--thread')}>
        <div>
          <h1 className="page-heading__title">{title}</h1>
          <p className="page-heading__lead">{t(`messaging.lead.${role}`)}</p>
        </div>
      </div>
      {signedIn.length > 1 && (
        <nav className="role-switch" aria-label={t('messaging.roles.label')}>
          {signedIn.map((own) => (
            <Link key={own} to={`/messages?as=${own}`} aria-current={own === role ? 'page' : undefined}>
              {t(`messaging.roles.${own}`)}
            </Link>
          ))}
        </nav>
      )}
      <div className={cx('messages', openId && 'messages--open')}>
        <ConversationList role={role} openId={openId} hrefFor={hrefFor} />
        <div className="messages__thread">
          {openId ? (
            <Thread key={`${role}:${openId}`} role={role} id={openId} backHref={hrefFor()} />
          ) : (
            <p className="messages__choose">{t('messaging.choose')}</p>
          )}
        </div>
      </div>
    </div>
  );
}

// Rendered in the browser: it depends on this browser's session or on a link's token.
export { clientLoader, HydrateFallback } from '../../app/routes/client-only';
