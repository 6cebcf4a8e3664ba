import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom lays nothing out, so it cannot scroll: window.scrollTo only reports that it is not implemented.
// (Some suites run in Node, with no window.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
// Nor does it give elements scrollIntoView; tests that care spy on this one.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView = () => undefined;

// ts-jest compiles with module nodenext, which leaves import() native, and Jest cannot run that
// without --experimental-vm-modules; so tests get the split components eagerly.
jest.mock('../app/splitPoints', () => jest.requireActual('./eagerSplitPoints'));
jest.mock('../app/featureSplitPoints', () => jest.requireActual('./eagerFeatureSplitPoints'));
jest.mock('../features/listings/reportListingLoader', () => jest.requireActual('./eagerReportListingLoader'));
jest.mock('../features/events/pushRenewalLoader', () => jest.requireActual('./eagerPushRenewalLoader'));
jest.mock('../app/schemaLoaders', () => jest.requireActual('./eagerSchemaLoaders'));
