// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CONVERSATION_CLOSED_REASONS, type ChatMessage } from '@tradewise/shared';
import en from '../../../../../packages/locales/en/messaging.json';
import fr from '../../../../../packages/locales/fr/messaging.json';
import enCommon from '../../../../../packages/locales/en/common.json';
import frCommon from '../../../../../packages/locales/fr/common.json';
import { ClosedNotice } from './closed-notice';
import { MessageItem } from './message-list';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { ...enCommon, ...en } }, fr: { translation: { ...frCommon, ...fr } } },
    showSupportNotice: false,
  });
});
afterEach(cleanup);

const message = (overrides: Partial<ChatMessage>): ChatMessage => ({
  _id: 'm1',
  text: 'Call me on •••',
  mine: false,
  masked: false,
  hiddenFromThem: false,
  createdAt: '2025-01-02T10:00:00.000Z',
  ...overrides,
});

const item = (props: Partial<Parameters<typeof MessageItem>[0]>) =>
  render(
    <ol>
      <MessageItem role="client" message={message({})} author="Sam Taylor" seen={false} {...props} />
    </ol>,
  );

describe('a message in the thread', () => {
  it('says, under a masked message, that contact details come with the hire, worded for each side', () => {
    item({ message: message({ masked: true }) });
    expect(screen.getByText('Contact details are shared once you hire this tradesperson.')).toBeTruthy();
    cleanup();
    item({ role: 'tradesperson', message: message({ masked: true }) });
    expect(screen.getByText('Contact details are shared once you are hired.')).toBeTruthy();
  });

  it('tells the sender, under their own message, that the other side sees its contact details hidden', () => {
    item({ message: message({ mine: true, text: 'My number is 07700 900123', hiddenFromThem: true }) });
    expect(
      screen.getByText(
        'The tradesperson sees the phone numbers and email addresses in this message as ••• until you hire them.',
      ),
    ).toBeTruthy();
    cleanup();
    item({ role: 'tradesperson', message: message({ mine: true, hiddenFromThem: true }) });
    expect(
      screen.getByText(
        'The client sees the phone numbers and email addresses in this message as ••• until they hire you.',
      ),
    ).toBeTruthy();
  });

  it('has no such note when nothing was masked, and "Seen" only where asked', () => {
    const { container } = item({ message: message({ mine: true, text: 'My number is 07700 900123' }), seen: true });
    expect(container.querySelector('.message__note')).toBeNull();
    expect(container.textContent).toContain('You: My number is 07700 900123');
    expect(container.textContent).toContain('Seen');
  });
});

describe('the author said before each message', () => {
  it('is followed by a colon as each language writes it: "You:", "Vous :" (no-break space)', async () => {
    const { container } = item({ message: message({ mine: true, text: 'Hello' }) });
    expect(container.textContent).toContain('You: Hello');
    cleanup();
    await i18n.changeLanguage('fr');
    try {
      const { container: french } = item({ message: message({ text: 'Bonjour' }) });
      expect(french.textContent).toContain('Sam Taylor\u00a0: Bonjour');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('a closed conversation', () => {
  it.each(CONVERSATION_CLOSED_REASONS)('says why (%s), differently for each side', (reason) => {
    const { container: client } = render(<ClosedNotice role="client" reason={reason} />);
    const { container: trade } = render(<ClosedNotice role="tradesperson" reason={reason} />);
    for (const notice of [client, trade]) {
      expect(notice.textContent).toContain('This conversation is closed');
      expect(notice.textContent).not.toContain('messaging.');
    }
    if (reason !== 'account_closed') expect(client.textContent).not.toBe(trade.textContent);
  });

  it('speaks French when asked', async () => {
    await i18n.changeLanguage('fr');
    render(<ClosedNotice role="tradesperson" reason="not_chosen" />);
    expect(screen.getByText(/Le client a choisi un autre devis/)).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
