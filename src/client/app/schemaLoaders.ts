// The rules (yup) of the forms a page opens with load on the form's first focus (components/lazySchema.ts), not with
// the page. Tests swap this module for eager imports (test/setupTests.ts), as they do splitPoints.ts.
export const loadAuthSchemas = () => import(/* webpackChunkName: "auth-schemas" */ '../../shared/schemas/authSchemas.js');
export const loadPasswordResetSchemas = () =>
  import(/* webpackChunkName: "auth-schemas" */ '../../shared/schemas/passwordResetSchemas.js');
export const loadSellSchemas = () => import(/* webpackChunkName: "sell-schemas" */ '../../shared/schemas/sellSchemas.js');
