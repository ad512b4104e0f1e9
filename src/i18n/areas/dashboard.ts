/** Strings of the dashboard screens (translate('dashboard.…')). */
export const dashboard = {} as const;
