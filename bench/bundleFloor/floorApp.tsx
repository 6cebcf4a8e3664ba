// The floor page's entry: hydrates floorRoot.tsx. Built by bench/bundleFloor.ts only, to show what no amount of work
// on our own code can go below (its size in the bundle row, its main-thread work in the Lighthouse row).
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { FloorRoot } from './floorRoot';

const root = document.getElementById('root');
if (root) hydrateRoot(root, <FloorRoot router={BrowserRouter} />);
