// How the admin shows a moment (a message received, an item changed): one format for every screen.
export const adminDateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
