/**
 * Where a menu, a select's list or a popover opens in the page (issue 20 item 16, the axe 'region'
 * rule): inside the landmark or dialog of what opened it — the element that has the focus when it
 * opens, the button or field clicked or keyed — so a screen reader's landmarks still hold it. MUI
 * portals them to the end of <body>, outside every landmark; body stays the fallback.
 */
const HOLDERS = '[role=dialog], [role=alertdialog], header, nav, aside, main, footer';

export function popoverContainer(): HTMLElement {
  const opener = document.activeElement;
  const holder = opener instanceof HTMLElement && opener !== document.body ? opener.closest<HTMLElement>(HOLDERS) : null;
  return holder ?? document.body;
}
