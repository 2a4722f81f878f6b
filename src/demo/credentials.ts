/**
 * Who can sign in to the demo provider (DECISIONS.md 2). Kept free of imports so that the
 * login screen can show it without pulling in the fake provider itself.
 */
export const demoCredentials = {
  admin: { phone: '0701234567', password: 'admin123', name: 'Anna Lindqvist' },
  staff: { phone: '0709876543', password: 'städa123', name: 'Erik Johansson' },
} as const;
