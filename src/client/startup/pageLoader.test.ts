import { loadAfterPaint } from './pageLoader';

function loaderScript(scripts: string) {
  const element = document.createElement('script');
  element.setAttribute('data-scripts', scripts);
  return element;
}

const addedScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')];

describe('the server-rendered page loader', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = '';
  });

  it('adds the app scripts after the next paint, in order, to run in that order', async () => {
    jest.useFakeTimers();
    const loading = loadAfterPaint(loaderScript('/runtime.1111aaaa.js /route-home.2222bbbb.js /main.3333cccc.js'));
    // Nothing is fetched before the page has painted.
    expect(addedScripts()).toHaveLength(0);
    jest.runAllTimers();
    await loading;
    expect(addedScripts().map((s) => s.getAttribute('src'))).toEqual([
      '/runtime.1111aaaa.js',
      '/route-home.2222bbbb.js',
      '/main.3333cccc.js',
    ]);
    expect(addedScripts().every((s) => !s.async)).toBe(true);
  });

  it('adds nothing when it is given no scripts', async () => {
    jest.useFakeTimers();
    const loading = loadAfterPaint(loaderScript(''));
    jest.runAllTimers();
    await loading;
    expect(addedScripts()).toHaveLength(0);
  });
});
