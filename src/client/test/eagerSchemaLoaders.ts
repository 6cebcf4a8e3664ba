/** Stand-in for app/schemaLoaders in tests: the same modules, imported eagerly. */
import * as authSchemas from '../../shared/schemas/authSchemas';
import * as passwordResetSchemas from '../../shared/schemas/passwordResetSchemas';
import * as sellSchemas from '../../shared/schemas/sellSchemas';

export const loadAuthSchemas = () => Promise.resolve(authSchemas);
export const loadPasswordResetSchemas = () => Promise.resolve(passwordResetSchemas);
export const loadSellSchemas = () => Promise.resolve(sellSchemas);
