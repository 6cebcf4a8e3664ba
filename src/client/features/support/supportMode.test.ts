import { compose } from 'redux';
import { actionSanitizer, stateSanitizer } from '../../app/devToolsSanitizer';
import type { makeStore } from '../../app/store';
import { devToolsOptions, readSupportMode, SUPPORT_FLAG_KEY } from './supportMode';

describe('support mode', () => {
  beforeEach(() => localStorage.clear());

  it('turns on with ?support=1, stays on for later pages, and turns off with ?support=0', () => {
    expect(readSupportMode('', localStorage)).toBe(false);
    expect(readSupportMode('?support=1', localStorage)).toBe(true);
    expect(localStorage.getItem(SUPPORT_FLAG_KEY)).toBe('1');
    expect(readSupportMode('?page=2', localStorage)).toBe(true);
    expect(readSupportMode('?support=0', localStorage)).toBe(false);
    expect(localStorage.getItem(SUPPORT_FLAG_KEY)).toBeNull();
    expect(readSupportMode('', localStorage)).toBe(false);
  });

  it('follows the address alone where storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(readSupportMode('?support=1', refusing)).toBe(true);
    expect(readSupportMode('', refusing)).toBe(false);
  });
});

describe('Redux DevTools options', () => {
  it('are always on while developing, with the sanitizers', () => {
    expect(devToolsOptions('development', false)).toEqual({ name: 'FanTickets', actionSanitizer, stateSanitizer });
  });

  it('are off in a production build unless support mode is on, and then use the same sanitizers', () => {
    expect(devToolsOptions('production', false)).toBe(false);
    expect(devToolsOptions('production', true)).toEqual({ name: 'FanTickets', actionSanitizer, stateSanitizer });
  });
});

describe('the store and the DevTools extension', () => {
  const seen: unknown[] = [];

  /** A production store built with a fake extension present, on a page at `url`. */
  function productionStoreAt(url: string) {
    window.history.replaceState(null, '', url);
    seen.length = 0;
    Object.assign(window, {
      __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: (options: unknown) => {
        seen.push(options);
        return compose;
      },
    });
    jest.isolateModules(() => {
      jest.doMock('../../app/clientConfig', () => ({
        clientConfig: { ...jest.requireActual('../../app/clientConfig').clientConfig, mode: 'production' },
      }));
      jest.requireActual<{ makeStore: typeof makeStore }>('../../app/store').makeStore();
    });
  }

  afterEach(() => {
    Reflect.deleteProperty(window, '__REDUX_DEVTOOLS_EXTENSION_COMPOSE__');
    window.history.replaceState(null, '', '/');
    localStorage.clear();
  });

  it('connects a production build only in support mode, with the sanitizers', () => {
    productionStoreAt('/events/coldplay/7');
    expect(seen).toEqual([]);

    productionStoreAt('/events/coldplay/7?support=1');
    expect(seen).toEqual([expect.objectContaining({ name: 'FanTickets' })]);
    const options = seen[0] as { actionSanitizer: typeof actionSanitizer; stateSanitizer: typeof stateSanitizer };
    expect(JSON.stringify(options.stateSanitizer({ auth: { password: 'hunter22', email: 'asha@example.in' } }))).not.toMatch(/hunter22|asha@/);
    expect(JSON.stringify(options.actionSanitizer({ type: 'x', payload: { otp: '482913' } }))).not.toContain('482913');

    productionStoreAt('/profile');
    expect(seen).toHaveLength(1);
    productionStoreAt('/profile?support=0');
    expect(seen).toEqual([]);
  });
});
