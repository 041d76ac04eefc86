/**
 * The layer a menu, a select's list or a popover opens in (issue 20 item 16, the axe 'region'
 * rule). MUI portals it to the end of <body>, outside every landmark, and that is where it must
 * stay: the body is then what MUI locks (a menu opened on a long page does not scroll the page
 * behind it) and every other child of the body is hidden from assistive technology while it is
 * open. Opened inside the opener's landmark instead, MUI locked that landmark (<main>, a dialog's
 * paper) and left the page scrolling. So the layer is a landmark of its own, the one content a
 * screen reader has while it is open: 'complementary', the landmark that needs no name.
 */
export const POPOVER_LAYER_ROLE = 'complementary';

export const popoverLayerProps = { slotProps: { root: { role: POPOVER_LAYER_ROLE } } } as const;
