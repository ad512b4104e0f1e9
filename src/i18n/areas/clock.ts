/** Strings of the clock times are read in, and of the account screen where it is chosen (translate('clock.…')). */
export const clock = {
  utc: 'UTC',
  morocco: 'Morocco time',
  timesIn: 'Times in {{clock}}',
  account: 'My account',
  title: 'Clock for times',
  hint: 'Orders, tickets, pauses, sold-out items, the audit log and exports show their times on this clock.',
  utcChoice: 'UTC (the marketplace’s reference)',
  moroccoChoice: 'Morocco time (the shop’s wall clock, Ramadan changes included)',
  saved: 'Times are now shown in {{clock}}.',
  failed: 'The clock could not be saved. Try again.',
  scheduleNote: 'Opening times are in Morocco time.',
  language: 'Language',
  builtIn: {
    close: 'Close',
    increase: 'Increase',
    decrease: 'Decrease',
    search: 'Search',
    clear: 'Clear',
    previous: 'Previous',
    next: 'Next',
  },
};
