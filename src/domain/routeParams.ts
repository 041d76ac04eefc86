/** An id taken from an address (`/stands/:id`): a positive integer, else null (the page answers /404). */
export function positiveId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}
