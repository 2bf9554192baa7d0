/**
 * The property systems with a login form of their own (platform.md §4.2); our assumption for the
 * spelling. Plain TypeScript, no zod: the first page reads the type before the schemas load.
 */
const ownLoginForms = ['Passenger', 'Resco', 'HotelFriend', 'Retina'] as const;
export type AuthenticationType = (typeof ownLoginForms)[number];

export const hasOwnLoginForm = (type: unknown): type is AuthenticationType => ownLoginForms.includes(type as AuthenticationType);

/** Any other property system (a "Fidelio" ship, or none) logs in with the passenger form, the spec's "Otherwise". */
export const authenticationTypeOf = (type: unknown): AuthenticationType => (hasOwnLoginForm(type) ? type : 'Passenger');
