// The entry evaluates the app's code in a few steps with a pause between them, rather than all in one long task
// that would keep the page from answering a tap. "eager" keeps each step's code in the files already loading.

/** Lets the browser run whatever is waiting (input, paint) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** After the browser has painted what the server rendered: the page shows before any of the app's work. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  await afterPaint();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/theme.js');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/AppProviders.js');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/store.js');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/App.js');
  await nextTask();
  const { boot } = await import(/* webpackMode: "eager" */ './boot.js');
  boot(container);
}

void start();
