import { lazy } from 'react';

// "Report listing" loads its dialog (the form, its call and its texts) on the first click: none of it is in the
// event page's download. Tests swap this module for an eager import (test/setupTests.ts), as they do splitPoints.ts.
export const loadReportListingDialog = () => import(/* webpackChunkName: "report-listing" */ './ReportListingDialog.js');

export const LazyReportListingDialog = lazy(() => loadReportListingDialog().then((m) => ({ default: m.ReportListingDialog })));
