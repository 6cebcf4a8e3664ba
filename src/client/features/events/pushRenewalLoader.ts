// The renewal's code (the alerts calls, the Push API steps) loads only for a signed-in fan who turned pushes on in
// this browser. Tests swap this module for an eager import (test/setupTests.ts), as they do splitPoints.ts.
export const loadPushRenewal = () => import(/* webpackChunkName: "push-renewal" */ './pushRenewal.js');
