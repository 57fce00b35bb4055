import { act, cleanup } from '@testing-library/preact';

/**
 * Unmounts what the tests rendered and runs their effects' cleanups at once. Preact 11 runs those
 * cleanups after the next frame (35 ms later in jsdom), which at the end of a test file can be after
 * its environment is gone: "document is not defined" from react-toastify's cleanups failed a CI run.
 */
export const unmountAll = () => act(() => cleanup());
