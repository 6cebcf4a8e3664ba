// The entry evaluates the app's code in steps with a pause between them, rather than all in one long task that
// would keep the page from answering a tap; each step is a few milliseconds on a fast machine. "eager" keeps each
// step's code in the files already loading. Steps are our own modules: a dynamic import of a package's index
// keeps every export of it in the bundle.

import { afterPaint } from './startup/afterPaint';

/** Lets the browser run whatever is waiting (input, paint) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const steps = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ './app/theme.js'),
  () => import(/* webpackMode: "eager" */ './app/AppProviders.js'),
  () => import(/* webpackMode: "eager" */ './app/store.js'),
  () => import(/* webpackMode: "eager" */ './app/Header.js'),
  () => import(/* webpackMode: "eager" */ './app/App.js'),
];

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The page the server rendered shows before any of the app's work.
  await afterPaint();
  for (const step of steps) {
    await step();
    await nextTask();
  }
  const { boot } = await import(/* webpackMode: "eager" */ './boot.js');
  boot(container);
}

void start();
