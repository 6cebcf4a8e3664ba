/**
 * The body-level node toasts render into. An open MUI dialog marks every other child of <body>
 * aria-hidden, which would silence toasts raised from inside a dialog (OTP sent, tickets marked as sold),
 * so this node takes that mark straight off again: toasts must always reach assistive technology.
 */
let region: HTMLElement | null = null;

export function toastRegion(): HTMLElement {
  if (region && region.isConnected) return region;
  const node = document.createElement('div');
  node.dataset.toastRegion = '';
  document.body.appendChild(node);
  new MutationObserver(() => {
    if (node.hasAttribute('aria-hidden')) node.removeAttribute('aria-hidden');
  }).observe(node, { attributes: true, attributeFilter: ['aria-hidden'] });
  region = node;
  return node;
}
