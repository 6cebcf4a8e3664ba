import { paths } from '../../app/paths';
import { prefetchOnIntent } from './prefetchOnIntent';

function routeLoaders() {
  const explore = jest.fn(() => Promise.resolve());
  const event = jest.fn(() => Promise.resolve());
  return { loaders: { [paths.explore]: explore, [paths.event]: event }, explore, event };
}

function link(href: string, text = 'link') {
  const element = document.createElement('a');
  element.href = href;
  element.innerHTML = `<span>${text}</span>`;
  document.body.appendChild(element);
  return element;
}

const hover = (element: Element) => element.dispatchEvent(new Event('pointerover', { bubbles: true }));

describe('loading a page’s code when a link to it is about to be followed', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('loads the route a hovered link leads to, once, whichever of its links is hovered', () => {
    const { loaders, explore, event } = routeLoaders();
    stop = prefetchOnIntent(loaders);
    const card = link('/events/coldplay-music-of-the-spheres/3');
    hover(card.querySelector('span') as Element);
    hover(link('/events/arijit-singh-live/7'));
    expect(event).toHaveBeenCalledTimes(1);
    expect(explore).not.toHaveBeenCalled();
  });

  it('loads on keyboard focus and on touch too', () => {
    const { loaders, explore, event } = routeLoaders();
    stop = prefetchOnIntent(loaders);
    link('/explore').focus();
    link('/events/x/1').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(explore).toHaveBeenCalledTimes(1);
    expect(event).toHaveBeenCalledTimes(1);
  });

  it('ignores links to other sites, to pages it has no code for, and other elements', () => {
    const { loaders, explore, event } = routeLoaders();
    stop = prefetchOnIntent(loaders);
    hover(link('https://instagram.com/explore'));
    hover(link('/no-such-page'));
    const button = document.createElement('button');
    document.body.appendChild(button);
    hover(button);
    expect(explore).not.toHaveBeenCalled();
    expect(event).not.toHaveBeenCalled();
  });

  it('tries again after a load that failed, and stops listening when told', async () => {
    const explore = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    stop = prefetchOnIntent({ [paths.explore]: explore });
    const exploreLink = link('/explore');
    hover(exploreLink);
    await Promise.resolve();
    hover(exploreLink);
    expect(explore).toHaveBeenCalledTimes(2);
    stop();
    hover(link('/explore'));
    expect(explore).toHaveBeenCalledTimes(2);
  });
});
