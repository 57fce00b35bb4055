// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { OutboxText } from './outbox-text';

afterEach(cleanup);

describe('OutboxText', () => {
  it('makes only http(s) addresses links, without the punctuation that ends the sentence', () => {
    const { container } = render(
      <OutboxText
        text={'Confirm: https://example.com/verify-email?token=abc_12-3.\nOr mailto:x@y.z and javascript:alert(1)'}
      />,
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com/verify-email?token=abc_12-3']);
    expect(container.textContent).toBe(
      'Confirm: https://example.com/verify-email?token=abc_12-3.\nOr mailto:x@y.z and javascript:alert(1)',
    );
  });

  it('leaves a link whose secret the server hid as text (issue 38): it would lead nowhere', () => {
    const { container } = render(
      <OutboxText text={'Reset: https://a.test/reset-password?token=•••\nSee https://a.test/dashboard'} />,
    );
    expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'https://a.test/dashboard',
    ]);
    expect(container.textContent).toContain('https://a.test/reset-password?token=•••');
  });

  it('shows markup in the text as text', () => {
    const { container } = render(<OutboxText text={'<img src=x onerror=alert(1)> http://a.test/<b>'} />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBe('http://a.test/');
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> http://a.test/<b>');
  });
});
