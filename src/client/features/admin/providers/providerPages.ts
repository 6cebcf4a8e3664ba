// The Providers section's pages, one chunk: the list, a new provider, and one provider (app/featureSplitPoints.ts).
export { NewProviderPage } from './NewProviderPage';
export { ProviderPage } from './ProviderPage';
export { ProvidersPage } from './ProvidersPage';
