export { bonusPageRoutes } from './routes';
export { type CaptchaProvider, type CaptchaCheck, SandboxCaptcha, captchaOf, useCaptcha } from './captcha';
export { bonusStatus } from './status';
