import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { tokenFrom } from './recovery-card';

/**
 * For a page behind an emailed single-use link: sends the link's token once as the page opens.
 * Strict mode runs effects twice, and the token works once: the ref keeps it to one POST.
 */
export function useTokenOnce(send: (token: string) => void) {
  const [search] = useSearchParams();
  const token = tokenFrom(search);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    send(token);
  }, [send, token]);
}
