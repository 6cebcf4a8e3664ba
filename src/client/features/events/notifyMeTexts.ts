/** How alerts for an event reach the fan after they turned them on. */
export type AlertOutcome = 'push' | 'email-only' | 'blocked' | 'unavailable';

export const NOT_SUBSCRIBED_TEXT = 'Get an alert when tickets are listed.';
export const SUBSCRIBED_TEXT = "You'll be notified when new tickets are listed.";

export const ALLOW_NOTIFICATIONS = 'Allow notifications';
export const EMAIL_ONLY = 'E-mail only';
export const NOT_NOW = 'Not now';

export const notifyMeTitle = (eventName: string | undefined) => (eventName ? `Get alerts for ${eventName}` : 'Get alerts for this event');

export const PUSH_EXPLANATION =
  'A notification on this device when someone lists tickets for this event, with the lowest price and how many tickets are on sale.';
export const emailExplanation = (email: string, verified: boolean) => (verified ? `An e-mail to ${email} as well.` : `An e-mail as well, once you verify ${email}.`);
export const TURN_OFF_EXPLANATION = 'Turn them off any time with Notify me on this page.';
export const PERMISSION_NOTE = 'Your browser will then ask whether FanTickets may show notifications.';

/** What the fan reads next to the button once alerts are on, saying plainly when they come by e-mail only. */
export function outcomeText(outcome: AlertOutcome, email: string, verified: boolean): string {
  const byEmail = verified ? `we'll e-mail ${email} when tickets are listed` : `verify ${email} to get these alerts by e-mail`;
  switch (outcome) {
    case 'push':
      return SUBSCRIBED_TEXT;
    case 'email-only':
      return `Alerts are on: ${byEmail}.`;
    case 'blocked':
      return `Notifications are blocked for this site in your browser, so ${byEmail}.`;
    case 'unavailable':
      return `This browser can't get notifications from this site, so ${byEmail}.`;
  }
}
