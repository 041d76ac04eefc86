/**
 * A phone number as read on a card or in a list: its spaces made non-breaking, so '+33 1 84 55 20 27'
 * never breaks across two lines ('+33 1' / '84 55 20 27' in a narrow contacts card).
 */
export const phoneText = (phone: string | null | undefined): string => (phone ?? '').trim().replace(/\s+/g, '\u00a0');
