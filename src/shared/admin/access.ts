/** What an API call under /api/admin/ answers (403) to a signed-in account that is not an admin. */
export const ADMINS_ONLY = "Only the marketplace's operators can do this.";

/** What /admin shows to a signed-in account that is not an admin. */
export const CONSOLE_FOR_OPERATORS = "This page is for the marketplace's operators.";
