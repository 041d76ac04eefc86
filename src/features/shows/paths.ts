/** The show's own page (its dashboard, part 2 §2). */
export const showPath = (id: number): string => `/salons/${id}`;
