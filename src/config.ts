/** Front configuration values (part 1 §7: "the base address comes from a front configuration value"). */
export const API_BASE = '/backend';

/** The platform operator named in the footer and the legal notice (see docs/decisions.md). */
export const OPERATOR = {
  name: 'StandPlan Services',
  email: 'contact@standplan-services.example',
} as const;

/** Shown for a show without a logo (a file of public/). */
export const DEFAULT_SHOW_LOGO = '/default-show-logo.svg';

export const SIDER_WIDTH = 200;
export const SIDER_COLLAPSED_WIDTH = 80;
export const MODAL_WIDTH = 1024;
export const CONFIRM_MODAL_WIDTH = 450;
