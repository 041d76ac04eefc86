import { createAction } from '@reduxjs/toolkit';

/** The home screen opened: load the shows and redirect a single-show user. */
export const homeOpened = createAction('home/opened');
