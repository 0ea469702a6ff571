import { REFERRAL_RULES } from '@arena/schemas';
import type { AppServices } from '../http/services';

export interface ReferralSettings {
  /** Tick of the rewards job (deposit shares, first-deposit bonuses, tier skins, revshare); 0 leaves it to be run by hand. */
  jobIntervalMs: number;
  /** The partners site /partner-dashboard opens in a new tab. */
  partnersSiteUrl: string;
}

/**
 * REFERRAL_JOB_INTERVAL_MS (0 = off; under NODE_ENV=test off unless set, so other suites never see referral writes) and
 * PARTNERS_SITE_URL (default: this site's own /partners page, the only partner view that exists out of the box).
 */
export function loadReferralSettings(
  env: NodeJS.ProcessEnv,
  publicUrl: string,
  nodeEnv = env.NODE_ENV ?? 'development',
): ReferralSettings {
  const interval = env.REFERRAL_JOB_INTERVAL_MS;
  let jobIntervalMs = nodeEnv === 'test' ? 0 : REFERRAL_RULES.jobIntervalMs;
  if (interval !== undefined && interval !== '') {
    jobIntervalMs = Number(interval);
    if (!Number.isSafeInteger(jobIntervalMs) || jobIntervalMs < 0)
      throw new Error(`REFERRAL_JOB_INTERVAL_MS must be a non-negative integer, got ${interval}`);
  }
  const partnersSiteUrl = env.PARTNERS_SITE_URL || `${publicUrl}/partners`;
  if (!/^https?:\/\//.test(partnersSiteUrl))
    throw new Error(`PARTNERS_SITE_URL must be an http(s) URL, got ${partnersSiteUrl}`);
  return { jobIntervalMs, partnersSiteUrl };
}

const settingsByServices = new WeakMap<AppServices, ReferralSettings>();

/** This process's referral settings (read from the environment once). */
export function referralSettingsOf(services: AppServices): ReferralSettings {
  let settings = settingsByServices.get(services);
  if (!settings) {
    settings = loadReferralSettings(process.env, services.config.publicUrl, services.config.nodeEnv);
    settingsByServices.set(services, settings);
  }
  return settings;
}
