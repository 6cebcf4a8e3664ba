/** Stand-in for app/schemaLoaders in tests: the same modules, imported eagerly. */
import * as authSchemas from '../../shared/schemas/authSchemas';
import * as sellSchemas from '../../shared/schemas/sellSchemas';

export const loadAuthSchemas = () => Promise.resolve(authSchemas);
export const loadSellSchemas = () => Promise.resolve(sellSchemas);
