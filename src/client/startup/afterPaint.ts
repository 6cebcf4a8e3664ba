/** Resolves in the task after the browser's next paint: whatever the page already shows is on screen by then. */
export const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
