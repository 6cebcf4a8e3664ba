/** True in the server-render bundle (Node), false in the browser and in jsdom tests. */
export const isServerRender = typeof window === 'undefined';
