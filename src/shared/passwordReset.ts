/** How long a reset link works, in minutes (the e-mail and the forms both say so). */
export const PASSWORD_RESET_MINUTES = 30;

export const RESET_LINK_INVALID = 'This reset link has already been used or is not valid. Ask for a new one.';
export const RESET_LINK_EXPIRED = 'This reset link has expired. Ask for a new one.';

/** What 'Forgot password?' says once asked: the same whether or not the address has an account. */
export function resetLinkSentMessage(email: string): string {
  return `If an account uses ${email}, we have sent it a link to set a new password. The link works for ${PASSWORD_RESET_MINUTES} minutes.`;
}
