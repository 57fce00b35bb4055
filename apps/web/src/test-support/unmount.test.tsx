// @vitest-environment jsdom
import { useEffect } from 'react';
import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { unmountAll } from './unmount';

describe('unmountAll', () => {
  it("runs the effects' cleanups before it returns, not a frame later", async () => {
    const cleaned: string[] = [];
    function Listener() {
      useEffect(() => () => void cleaned.push('cleaned'), []);
      return null;
    }
    render(<Listener />);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await unmountAll();
    expect(cleaned).toEqual(['cleaned']);
  });
});
