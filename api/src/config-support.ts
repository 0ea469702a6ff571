/** SUPPORT_SUBJECTS and SUPPORT_PROVIDER, read by `loadConfig`. */

export const SUPPORT_PROVIDERS = ['database'] as const;
export type SupportProviderName = (typeof SUPPORT_PROVIDERS)[number];

/** `steam:<id>` / `dev:<name>` given the SUPPORT role on sign-in (an ADMIN or MODERATOR keeps their role). */
export function readSupportSubjects(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Which desk stores and answers conversations; only the built-in database desk ships, anything else fails at start. */
export function readSupportProvider(value: string | undefined): SupportProviderName {
  const name = (value ?? '').trim().toLowerCase() || 'database';
  if (!(SUPPORT_PROVIDERS as readonly string[]).includes(name)) {
    throw new Error(`SUPPORT_PROVIDER=${value} is not a known support desk (known: ${SUPPORT_PROVIDERS.join(', ')})`);
  }
  return name as SupportProviderName;
}
