export { renderInDemoShell } from './render-in-demo-shell';
export type { DemoShellOptions } from './render-in-demo-shell';
export { Elsewhere } from './Elsewhere';
export { atPath } from './at-path';
export { pressWhileOffline } from './offline-action';
export { addressesAsked, demoHubClient, earlyPictureOf, earlyReadAddresses } from './early-reads';
export { chooseLanguage } from './choose-language';
export { renderHookOnDemoDevice } from './render-hook-on-demo-device';
export { answersBookedWithoutReference, lostAnswer, onPost, type PostAnswer } from './on-post';
