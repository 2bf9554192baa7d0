import {
  getConditions,
  getConditionsAllowed,
  getPhotoConfig,
  hubOk,
  type Conditions,
  type ConditionsAllowed,
  type HubClient,
  type HubResult,
  type PhotoConfig,
} from '@companion/hub-client';

export type CartPage = { config: PhotoConfig; conditions: Conditions; allowed: ConditionsAllowed };

/** What the cart needs besides the cart: variant names and offers, and the Photoshop conditions (bookable-services §7). */
export async function loadCartPage(hub: HubClient): Promise<HubResult<CartPage>> {
  const [config, conditions, allowed] = await Promise.all([
    getPhotoConfig(hub),
    getConditions(hub, 'Photoshop'),
    getConditionsAllowed(hub, 'Photoshop'),
  ]);
  if (!config.ok) return config;
  if (!conditions.ok) return conditions;
  if (!allowed.ok) return allowed;
  return hubOk({ config: config.value, conditions: conditions.value, allowed: allowed.value });
}
